/**
 * Documents in the central banks' real formats (issue 42, BE-03; README "Exchange rates" says where each format was
 * checked): trimmed to a few currencies, values of late November 2026 made up. The Bank of Russia's is served in
 * windows-1251 by the fake (central-banks-fake.ts), with its Cyrillic names, as cbr.ru serves it.
 */

export const CBR_DAILY = `<?xml version="1.0" encoding="windows-1251"?>
<ValCurs Date="28.11.2026" name="Foreign Currency Market">
<Valute ID="R01010"><NumCode>036</NumCode><CharCode>AUD</CharCode><Nominal>1</Nominal><Name>Австралийский доллар</Name><Value>52,8744</Value><VunitRate>52,8744</VunitRate></Valute>
<Valute ID="R01235"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Name>Доллар США</Name><Value>81,4575</Value><VunitRate>81,4575</VunitRate></Valute>
<Valute ID="R01335"><NumCode>398</NumCode><CharCode>KZT</CharCode><Nominal>100</Nominal><Name>Казахстанских тенге</Name><Value>15,6290</Value><VunitRate>0,15629</VunitRate></Valute>
<Valute ID="R01370"><NumCode>417</NumCode><CharCode>KGS</CharCode><Nominal>10</Nominal><Name>Киргизских сомов</Name><Value>93,1471</Value><VunitRate>9,31471</VunitRate></Valute>
<Valute ID="R01717"><NumCode>860</NumCode><CharCode>UZS</CharCode><Nominal>10000</Nominal><Name>Узбекских сумов</Name><Value>67,4410</Value><VunitRate>0,0067441</VunitRate></Valute>
</ValCurs>`

export const NBKR_DAILY = `<?xml version="1.0" encoding="windows-1251" ?>
<CurrencyRates Name="Daily Exchange Rates" Date="28.11.2026">
<Currency ISOCode="USD">
<Nominal>1</Nominal>
<Value>87,4500</Value>
</Currency>
<Currency ISOCode="EUR">
<Nominal>1</Nominal>
<Value>101,5076</Value>
</Currency>
<Currency ISOCode="CNY">
<Nominal>1</Nominal>
<Value>12,2847</Value>
</Currency>
<Currency ISOCode="KZT">
<Nominal>1</Nominal>
<Value>0,1681</Value>
</Currency>
<Currency ISOCode="RUB">
<Nominal>1</Nominal>
<Value>1,0736</Value>
</Currency>
</CurrencyRates>
`

export const CBU_JSON = JSON.stringify([
  { id: 69, Code: '840', Ccy: 'USD', CcyNm_RU: 'Доллар США', CcyNm_UZ: 'AQSH dollari', CcyNm_UZC: 'АҚШ доллари', CcyNm_EN: 'US Dollar', Nominal: '1', Rate: '12050.12', Diff: '-21.4', Date: '28.11.2026' },
  { id: 21, Code: '978', Ccy: 'EUR', CcyNm_RU: 'Евро', CcyNm_UZ: 'EVRO', CcyNm_UZC: 'ЕВРО', CcyNm_EN: 'Euro', Nominal: '1', Rate: '13987.44', Diff: '12.06', Date: '28.11.2026' },
  { id: 57, Code: '643', Ccy: 'RUB', CcyNm_RU: 'Российский рубль', CcyNm_UZ: 'Rossiya rubli', CcyNm_UZC: 'Россия рубли', CcyNm_EN: 'Russian Ruble', Nominal: '1', Rate: '147.93', Diff: '-0.3', Date: '28.11.2026' },
  { id: 36, Code: '398', Ccy: 'KZT', CcyNm_RU: 'Казахстанский тенге', CcyNm_UZ: "Qozog'iston tengesi", CcyNm_UZC: 'Қозоғистон тенгеси', CcyNm_EN: 'Kazakhstan Tenge', Nominal: '1', Rate: '23.17', Diff: '0.02', Date: '28.11.2026' },
  { id: 38, Code: '417', Ccy: 'KGS', CcyNm_RU: 'Киргизский сом', CcyNm_UZ: "Qirg'iziston somi", CcyNm_UZC: 'Қирғизистон сўми', CcyNm_EN: 'Kyrgyzstan Som', Nominal: '1', Rate: '137.79', Diff: '-0.2', Date: '28.11.2026' },
])

export const NBK_RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0">
<channel>
<generator>nationalbank.kz</generator>
<title>Официальные курсы валют Национального Банка Казахстана</title>
<link>https://nationalbank.kz</link>
<description>Официальные курсы валют Национального Банка Казахстана</description>
<language>ru-ru</language>
<copyright>TOO, NBRK</copyright>
<date>28.11.2026</date>
<item><fullname>ДОЛЛАР США</fullname><title>USD</title><description>521.34</description><quant>1</quant><index>UP</index><change>0.49</change></item>
<item><fullname>КЫРГЫЗСКИЙ СОМ</fullname><title>KGS</title><description>59.62</description><quant>10</quant><index>DOWN</index><change>-0.02</change></item>
<item><fullname>РОССИЙСКИЙ РУБЛЬ</fullname><title>RUB</title><description>6.4</description><quant>1</quant><index>UP</index><change>0.01</change></item>
<item><fullname>УЗБЕКСКИХ СУМОВ</fullname><title>UZS</title><description>4.33</description><quant>100</quant><index>UP</index><change>0.01</change></item>
</channel>
</rss>
`
