-- Issue 45: the lead forms' `messenger` field becomes the choice of how to be answered (phone | telegram | whatsapp),
-- a TEXT field read by its slug as `phone` is; leads stored before keep their boolean, which the desk and mail read.
UPDATE form_fields SET type = 'TEXT' WHERE slug = 'messenger' AND type = 'BOOL';
UPDATE form_field_translations SET title = CASE language WHEN 'ru' THEN 'Как вам ответить' WHEN 'en' THEN 'How should we answer you' ELSE 'Сизге кантип жооп беребиз' END
WHERE field_uuid IN (SELECT uuid FROM form_fields WHERE slug = 'messenger');
