-- Issue 40.13: the franchise form asks the name before the phone, as the seed and reference data now do.
UPDATE form_fields SET position = CASE slug WHEN 'name' THEN 0 ELSE 1 END
  WHERE slug IN ('name', 'phone') AND form_id IN (SELECT id FROM forms WHERE slug = 'franchise');
