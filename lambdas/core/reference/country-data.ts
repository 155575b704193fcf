/**
 * Every ISO 3166-1 country and territory (plus Kosovo, XK), one per line:
 * alpha-2 code | English name | dial code | ISO 4217 currency | continent | capital.
 * Continents: AF Africa, AN Antarctica, AS Asia, EU Europe, NA North America, OC Oceania,
 * SA South America. An empty field means none applies. Parsed by countries.ts.
 */
export const COUNTRY_DATA = `
AD|Andorra|+376|EUR|EU|Andorra la Vella
AE|United Arab Emirates|+971|AED|AS|Abu Dhabi
AF|Afghanistan|+93|AFN|AS|Kabul
AG|Antigua and Barbuda|+1268|XCD|NA|St. John's
AI|Anguilla|+1264|XCD|NA|The Valley
AL|Albania|+355|ALL|EU|Tirana
AM|Armenia|+374|AMD|AS|Yerevan
AO|Angola|+244|AOA|AF|Luanda
AQ|Antarctica|+672||AN|
AR|Argentina|+54|ARS|SA|Buenos Aires
AS|American Samoa|+1684|USD|OC|Pago Pago
AT|Austria|+43|EUR|EU|Vienna
AU|Australia|+61|AUD|OC|Canberra
AW|Aruba|+297|AWG|NA|Oranjestad
AX|Åland Islands|+35818|EUR|EU|Mariehamn
AZ|Azerbaijan|+994|AZN|AS|Baku
BA|Bosnia and Herzegovina|+387|BAM|EU|Sarajevo
BB|Barbados|+1246|BBD|NA|Bridgetown
BD|Bangladesh|+880|BDT|AS|Dhaka
BE|Belgium|+32|EUR|EU|Brussels
BF|Burkina Faso|+226|XOF|AF|Ouagadougou
BG|Bulgaria|+359|EUR|EU|Sofia
BH|Bahrain|+973|BHD|AS|Manama
BI|Burundi|+257|BIF|AF|Gitega
BJ|Benin|+229|XOF|AF|Porto-Novo
BL|Saint Barthélemy|+590|EUR|NA|Gustavia
BM|Bermuda|+1441|BMD|NA|Hamilton
BN|Brunei|+673|BND|AS|Bandar Seri Begawan
BO|Bolivia|+591|BOB|SA|Sucre
BQ|Caribbean Netherlands|+599|USD|NA|Kralendijk
BR|Brazil|+55|BRL|SA|Brasília
BS|Bahamas|+1242|BSD|NA|Nassau
BT|Bhutan|+975|BTN|AS|Thimphu
BV|Bouvet Island|+47|NOK|AN|
BW|Botswana|+267|BWP|AF|Gaborone
BY|Belarus|+375|BYN|EU|Minsk
BZ|Belize|+501|BZD|NA|Belmopan
CA|Canada|+1|CAD|NA|Ottawa
CC|Cocos (Keeling) Islands|+61|AUD|AS|West Island
CD|Democratic Republic of the Congo|+243|CDF|AF|Kinshasa
CF|Central African Republic|+236|XAF|AF|Bangui
CG|Republic of the Congo|+242|XAF|AF|Brazzaville
CH|Switzerland|+41|CHF|EU|Bern
CI|Côte d'Ivoire|+225|XOF|AF|Yamoussoukro
CK|Cook Islands|+682|NZD|OC|Avarua
CL|Chile|+56|CLP|SA|Santiago
CM|Cameroon|+237|XAF|AF|Yaoundé
CN|China|+86|CNY|AS|Beijing
CO|Colombia|+57|COP|SA|Bogotá
CR|Costa Rica|+506|CRC|NA|San José
CU|Cuba|+53|CUP|NA|Havana
CV|Cabo Verde|+238|CVE|AF|Praia
CW|Curaçao|+599|XCG|NA|Willemstad
CX|Christmas Island|+61|AUD|OC|Flying Fish Cove
CY|Cyprus|+357|EUR|EU|Nicosia
CZ|Czechia|+420|CZK|EU|Prague
DE|Germany|+49|EUR|EU|Berlin
DJ|Djibouti|+253|DJF|AF|Djibouti
DK|Denmark|+45|DKK|EU|Copenhagen
DM|Dominica|+1767|XCD|NA|Roseau
DO|Dominican Republic|+1809|DOP|NA|Santo Domingo
DZ|Algeria|+213|DZD|AF|Algiers
EC|Ecuador|+593|USD|SA|Quito
EE|Estonia|+372|EUR|EU|Tallinn
EG|Egypt|+20|EGP|AF|Cairo
EH|Western Sahara|+212|MAD|AF|Laayoune
ER|Eritrea|+291|ERN|AF|Asmara
ES|Spain|+34|EUR|EU|Madrid
ET|Ethiopia|+251|ETB|AF|Addis Ababa
FI|Finland|+358|EUR|EU|Helsinki
FJ|Fiji|+679|FJD|OC|Suva
FK|Falkland Islands|+500|FKP|SA|Stanley
FM|Micronesia|+691|USD|OC|Palikir
FO|Faroe Islands|+298|DKK|EU|Tórshavn
FR|France|+33|EUR|EU|Paris
GA|Gabon|+241|XAF|AF|Libreville
GB|United Kingdom|+44|GBP|EU|London
GD|Grenada|+1473|XCD|NA|St. George's
GE|Georgia|+995|GEL|AS|Tbilisi
GF|French Guiana|+594|EUR|SA|Cayenne
GG|Guernsey|+441481|GBP|EU|St Peter Port
GH|Ghana|+233|GHS|AF|Accra
GI|Gibraltar|+350|GIP|EU|Gibraltar
GL|Greenland|+299|DKK|NA|Nuuk
GM|Gambia|+220|GMD|AF|Banjul
GN|Guinea|+224|GNF|AF|Conakry
GP|Guadeloupe|+590|EUR|NA|Basse-Terre
GQ|Equatorial Guinea|+240|XAF|AF|Malabo
GR|Greece|+30|EUR|EU|Athens
GS|South Georgia and the South Sandwich Islands|+500|GBP|AN|King Edward Point
GT|Guatemala|+502|GTQ|NA|Guatemala City
GU|Guam|+1671|USD|OC|Hagåtña
GW|Guinea-Bissau|+245|XOF|AF|Bissau
GY|Guyana|+592|GYD|SA|Georgetown
HK|Hong Kong|+852|HKD|AS|Hong Kong
HM|Heard Island and McDonald Islands|+672|AUD|AN|
HN|Honduras|+504|HNL|NA|Tegucigalpa
HR|Croatia|+385|EUR|EU|Zagreb
HT|Haiti|+509|HTG|NA|Port-au-Prince
HU|Hungary|+36|HUF|EU|Budapest
ID|Indonesia|+62|IDR|AS|Jakarta
IE|Ireland|+353|EUR|EU|Dublin
IL|Israel|+972|ILS|AS|Jerusalem
IM|Isle of Man|+441624|GBP|EU|Douglas
IN|India|+91|INR|AS|New Delhi
IO|British Indian Ocean Territory|+246|USD|AS|Diego Garcia
IQ|Iraq|+964|IQD|AS|Baghdad
IR|Iran|+98|IRR|AS|Tehran
IS|Iceland|+354|ISK|EU|Reykjavík
IT|Italy|+39|EUR|EU|Rome
JE|Jersey|+441534|GBP|EU|Saint Helier
JM|Jamaica|+1876|JMD|NA|Kingston
JO|Jordan|+962|JOD|AS|Amman
JP|Japan|+81|JPY|AS|Tokyo
KE|Kenya|+254|KES|AF|Nairobi
KG|Kyrgyzstan|+996|KGS|AS|Bishkek
KH|Cambodia|+855|KHR|AS|Phnom Penh
KI|Kiribati|+686|AUD|OC|Tarawa
KM|Comoros|+269|KMF|AF|Moroni
KN|Saint Kitts and Nevis|+1869|XCD|NA|Basseterre
KP|North Korea|+850|KPW|AS|Pyongyang
KR|South Korea|+82|KRW|AS|Seoul
KW|Kuwait|+965|KWD|AS|Kuwait City
KY|Cayman Islands|+1345|KYD|NA|George Town
KZ|Kazakhstan|+7|KZT|AS|Astana
LA|Laos|+856|LAK|AS|Vientiane
LB|Lebanon|+961|LBP|AS|Beirut
LC|Saint Lucia|+1758|XCD|NA|Castries
LI|Liechtenstein|+423|CHF|EU|Vaduz
LK|Sri Lanka|+94|LKR|AS|Sri Jayawardenepura Kotte
LR|Liberia|+231|LRD|AF|Monrovia
LS|Lesotho|+266|LSL|AF|Maseru
LT|Lithuania|+370|EUR|EU|Vilnius
LU|Luxembourg|+352|EUR|EU|Luxembourg
LV|Latvia|+371|EUR|EU|Riga
LY|Libya|+218|LYD|AF|Tripoli
MA|Morocco|+212|MAD|AF|Rabat
MC|Monaco|+377|EUR|EU|Monaco
MD|Moldova|+373|MDL|EU|Chișinău
ME|Montenegro|+382|EUR|EU|Podgorica
MF|Saint Martin|+590|EUR|NA|Marigot
MG|Madagascar|+261|MGA|AF|Antananarivo
MH|Marshall Islands|+692|USD|OC|Majuro
MK|North Macedonia|+389|MKD|EU|Skopje
ML|Mali|+223|XOF|AF|Bamako
MM|Myanmar|+95|MMK|AS|Naypyidaw
MN|Mongolia|+976|MNT|AS|Ulaanbaatar
MO|Macao|+853|MOP|AS|Macao
MP|Northern Mariana Islands|+1670|USD|OC|Saipan
MQ|Martinique|+596|EUR|NA|Fort-de-France
MR|Mauritania|+222|MRU|AF|Nouakchott
MS|Montserrat|+1664|XCD|NA|Brades
MT|Malta|+356|EUR|EU|Valletta
MU|Mauritius|+230|MUR|AF|Port Louis
MV|Maldives|+960|MVR|AS|Malé
MW|Malawi|+265|MWK|AF|Lilongwe
MX|Mexico|+52|MXN|NA|Mexico City
MY|Malaysia|+60|MYR|AS|Kuala Lumpur
MZ|Mozambique|+258|MZN|AF|Maputo
NA|Namibia|+264|NAD|AF|Windhoek
NC|New Caledonia|+687|XPF|OC|Nouméa
NE|Niger|+227|XOF|AF|Niamey
NF|Norfolk Island|+672|AUD|OC|Kingston
NG|Nigeria|+234|NGN|AF|Abuja
NI|Nicaragua|+505|NIO|NA|Managua
NL|Netherlands|+31|EUR|EU|Amsterdam
NO|Norway|+47|NOK|EU|Oslo
NP|Nepal|+977|NPR|AS|Kathmandu
NR|Nauru|+674|AUD|OC|Yaren
NU|Niue|+683|NZD|OC|Alofi
NZ|New Zealand|+64|NZD|OC|Wellington
OM|Oman|+968|OMR|AS|Muscat
PA|Panama|+507|PAB|NA|Panama City
PE|Peru|+51|PEN|SA|Lima
PF|French Polynesia|+689|XPF|OC|Papeete
PG|Papua New Guinea|+675|PGK|OC|Port Moresby
PH|Philippines|+63|PHP|AS|Manila
PK|Pakistan|+92|PKR|AS|Islamabad
PL|Poland|+48|PLN|EU|Warsaw
PM|Saint Pierre and Miquelon|+508|EUR|NA|Saint-Pierre
PN|Pitcairn Islands|+64|NZD|OC|Adamstown
PR|Puerto Rico|+1787|USD|NA|San Juan
PS|Palestine|+970|ILS|AS|East Jerusalem
PT|Portugal|+351|EUR|EU|Lisbon
PW|Palau|+680|USD|OC|Ngerulmud
PY|Paraguay|+595|PYG|SA|Asunción
QA|Qatar|+974|QAR|AS|Doha
RE|Réunion|+262|EUR|AF|Saint-Denis
RO|Romania|+40|RON|EU|Bucharest
RS|Serbia|+381|RSD|EU|Belgrade
RU|Russia|+7|RUB|EU|Moscow
RW|Rwanda|+250|RWF|AF|Kigali
SA|Saudi Arabia|+966|SAR|AS|Riyadh
SB|Solomon Islands|+677|SBD|OC|Honiara
SC|Seychelles|+248|SCR|AF|Victoria
SD|Sudan|+249|SDG|AF|Khartoum
SE|Sweden|+46|SEK|EU|Stockholm
SG|Singapore|+65|SGD|AS|Singapore
SH|Saint Helena, Ascension and Tristan da Cunha|+290|SHP|AF|Jamestown
SI|Slovenia|+386|EUR|EU|Ljubljana
SJ|Svalbard and Jan Mayen|+47|NOK|EU|Longyearbyen
SK|Slovakia|+421|EUR|EU|Bratislava
SL|Sierra Leone|+232|SLE|AF|Freetown
SM|San Marino|+378|EUR|EU|San Marino
SN|Senegal|+221|XOF|AF|Dakar
SO|Somalia|+252|SOS|AF|Mogadishu
SR|Suriname|+597|SRD|SA|Paramaribo
SS|South Sudan|+211|SSP|AF|Juba
ST|São Tomé and Príncipe|+239|STN|AF|São Tomé
SV|El Salvador|+503|USD|NA|San Salvador
SX|Sint Maarten|+1721|XCG|NA|Philipsburg
SY|Syria|+963|SYP|AS|Damascus
SZ|Eswatini|+268|SZL|AF|Mbabane
TC|Turks and Caicos Islands|+1649|USD|NA|Cockburn Town
TD|Chad|+235|XAF|AF|N'Djamena
TF|French Southern Territories|+262|EUR|AN|Port-aux-Français
TG|Togo|+228|XOF|AF|Lomé
TH|Thailand|+66|THB|AS|Bangkok
TJ|Tajikistan|+992|TJS|AS|Dushanbe
TK|Tokelau|+690|NZD|OC|
TL|Timor-Leste|+670|USD|AS|Dili
TM|Turkmenistan|+993|TMT|AS|Ashgabat
TN|Tunisia|+216|TND|AF|Tunis
TO|Tonga|+676|TOP|OC|Nuku'alofa
TR|Turkey|+90|TRY|AS|Ankara
TT|Trinidad and Tobago|+1868|TTD|NA|Port of Spain
TV|Tuvalu|+688|AUD|OC|Funafuti
TW|Taiwan|+886|TWD|AS|Taipei
TZ|Tanzania|+255|TZS|AF|Dodoma
UA|Ukraine|+380|UAH|EU|Kyiv
UG|Uganda|+256|UGX|AF|Kampala
UM|United States Minor Outlying Islands|+1|USD|OC|
US|United States|+1|USD|NA|Washington, D.C.
UY|Uruguay|+598|UYU|SA|Montevideo
UZ|Uzbekistan|+998|UZS|AS|Tashkent
VA|Vatican City|+39|EUR|EU|Vatican City
VC|Saint Vincent and the Grenadines|+1784|XCD|NA|Kingstown
VE|Venezuela|+58|VES|SA|Caracas
VG|British Virgin Islands|+1284|USD|NA|Road Town
VI|U.S. Virgin Islands|+1340|USD|NA|Charlotte Amalie
VN|Vietnam|+84|VND|AS|Hanoi
VU|Vanuatu|+678|VUV|OC|Port Vila
WF|Wallis and Futuna|+681|XPF|OC|Mata-Utu
WS|Samoa|+685|WST|OC|Apia
XK|Kosovo|+383|EUR|EU|Pristina
YE|Yemen|+967|YER|AS|Sanaa
YT|Mayotte|+262|EUR|AF|Mamoudzou
ZA|South Africa|+27|ZAR|AF|Pretoria
ZM|Zambia|+260|ZMW|AF|Lusaka
ZW|Zimbabwe|+263|ZWG|AF|Harare
`;
