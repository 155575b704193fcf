/**
 * Every country's details, one per line, by the alpha-2 code of country-name-data.ts (which
 * holds the names): alpha-2 code | dial code | ISO 4217 currency | continent | capital.
 * Continents: AF Africa, AN Antarctica, AS Asia, EU Europe, NA North America, OC Oceania,
 * SA South America. An empty field means none applies. Parsed by countries.ts.
 */
export const COUNTRY_DETAILS = `
AD|+376|EUR|EU|Andorra la Vella
AE|+971|AED|AS|Abu Dhabi
AF|+93|AFN|AS|Kabul
AG|+1268|XCD|NA|St. John's
AI|+1264|XCD|NA|The Valley
AL|+355|ALL|EU|Tirana
AM|+374|AMD|AS|Yerevan
AO|+244|AOA|AF|Luanda
AQ|+672||AN|
AR|+54|ARS|SA|Buenos Aires
AS|+1684|USD|OC|Pago Pago
AT|+43|EUR|EU|Vienna
AU|+61|AUD|OC|Canberra
AW|+297|AWG|NA|Oranjestad
AX|+35818|EUR|EU|Mariehamn
AZ|+994|AZN|AS|Baku
BA|+387|BAM|EU|Sarajevo
BB|+1246|BBD|NA|Bridgetown
BD|+880|BDT|AS|Dhaka
BE|+32|EUR|EU|Brussels
BF|+226|XOF|AF|Ouagadougou
BG|+359|EUR|EU|Sofia
BH|+973|BHD|AS|Manama
BI|+257|BIF|AF|Gitega
BJ|+229|XOF|AF|Porto-Novo
BL|+590|EUR|NA|Gustavia
BM|+1441|BMD|NA|Hamilton
BN|+673|BND|AS|Bandar Seri Begawan
BO|+591|BOB|SA|Sucre
BQ|+599|USD|NA|Kralendijk
BR|+55|BRL|SA|Brasília
BS|+1242|BSD|NA|Nassau
BT|+975|BTN|AS|Thimphu
BV|+47|NOK|AN|
BW|+267|BWP|AF|Gaborone
BY|+375|BYN|EU|Minsk
BZ|+501|BZD|NA|Belmopan
CA|+1|CAD|NA|Ottawa
CC|+61|AUD|AS|West Island
CD|+243|CDF|AF|Kinshasa
CF|+236|XAF|AF|Bangui
CG|+242|XAF|AF|Brazzaville
CH|+41|CHF|EU|Bern
CI|+225|XOF|AF|Yamoussoukro
CK|+682|NZD|OC|Avarua
CL|+56|CLP|SA|Santiago
CM|+237|XAF|AF|Yaoundé
CN|+86|CNY|AS|Beijing
CO|+57|COP|SA|Bogotá
CR|+506|CRC|NA|San José
CU|+53|CUP|NA|Havana
CV|+238|CVE|AF|Praia
CW|+599|XCG|NA|Willemstad
CX|+61|AUD|OC|Flying Fish Cove
CY|+357|EUR|EU|Nicosia
CZ|+420|CZK|EU|Prague
DE|+49|EUR|EU|Berlin
DJ|+253|DJF|AF|Djibouti
DK|+45|DKK|EU|Copenhagen
DM|+1767|XCD|NA|Roseau
DO|+1809|DOP|NA|Santo Domingo
DZ|+213|DZD|AF|Algiers
EC|+593|USD|SA|Quito
EE|+372|EUR|EU|Tallinn
EG|+20|EGP|AF|Cairo
EH|+212|MAD|AF|Laayoune
ER|+291|ERN|AF|Asmara
ES|+34|EUR|EU|Madrid
ET|+251|ETB|AF|Addis Ababa
FI|+358|EUR|EU|Helsinki
FJ|+679|FJD|OC|Suva
FK|+500|FKP|SA|Stanley
FM|+691|USD|OC|Palikir
FO|+298|DKK|EU|Tórshavn
FR|+33|EUR|EU|Paris
GA|+241|XAF|AF|Libreville
GB|+44|GBP|EU|London
GD|+1473|XCD|NA|St. George's
GE|+995|GEL|AS|Tbilisi
GF|+594|EUR|SA|Cayenne
GG|+441481|GBP|EU|St Peter Port
GH|+233|GHS|AF|Accra
GI|+350|GIP|EU|Gibraltar
GL|+299|DKK|NA|Nuuk
GM|+220|GMD|AF|Banjul
GN|+224|GNF|AF|Conakry
GP|+590|EUR|NA|Basse-Terre
GQ|+240|XAF|AF|Malabo
GR|+30|EUR|EU|Athens
GS|+500|GBP|AN|King Edward Point
GT|+502|GTQ|NA|Guatemala City
GU|+1671|USD|OC|Hagåtña
GW|+245|XOF|AF|Bissau
GY|+592|GYD|SA|Georgetown
HK|+852|HKD|AS|Hong Kong
HM|+672|AUD|AN|
HN|+504|HNL|NA|Tegucigalpa
HR|+385|EUR|EU|Zagreb
HT|+509|HTG|NA|Port-au-Prince
HU|+36|HUF|EU|Budapest
ID|+62|IDR|AS|Jakarta
IE|+353|EUR|EU|Dublin
IL|+972|ILS|AS|Jerusalem
IM|+441624|GBP|EU|Douglas
IN|+91|INR|AS|New Delhi
IO|+246|USD|AS|Diego Garcia
IQ|+964|IQD|AS|Baghdad
IR|+98|IRR|AS|Tehran
IS|+354|ISK|EU|Reykjavík
IT|+39|EUR|EU|Rome
JE|+441534|GBP|EU|Saint Helier
JM|+1876|JMD|NA|Kingston
JO|+962|JOD|AS|Amman
JP|+81|JPY|AS|Tokyo
KE|+254|KES|AF|Nairobi
KG|+996|KGS|AS|Bishkek
KH|+855|KHR|AS|Phnom Penh
KI|+686|AUD|OC|Tarawa
KM|+269|KMF|AF|Moroni
KN|+1869|XCD|NA|Basseterre
KP|+850|KPW|AS|Pyongyang
KR|+82|KRW|AS|Seoul
KW|+965|KWD|AS|Kuwait City
KY|+1345|KYD|NA|George Town
KZ|+7|KZT|AS|Astana
LA|+856|LAK|AS|Vientiane
LB|+961|LBP|AS|Beirut
LC|+1758|XCD|NA|Castries
LI|+423|CHF|EU|Vaduz
LK|+94|LKR|AS|Sri Jayawardenepura Kotte
LR|+231|LRD|AF|Monrovia
LS|+266|LSL|AF|Maseru
LT|+370|EUR|EU|Vilnius
LU|+352|EUR|EU|Luxembourg
LV|+371|EUR|EU|Riga
LY|+218|LYD|AF|Tripoli
MA|+212|MAD|AF|Rabat
MC|+377|EUR|EU|Monaco
MD|+373|MDL|EU|Chișinău
ME|+382|EUR|EU|Podgorica
MF|+590|EUR|NA|Marigot
MG|+261|MGA|AF|Antananarivo
MH|+692|USD|OC|Majuro
MK|+389|MKD|EU|Skopje
ML|+223|XOF|AF|Bamako
MM|+95|MMK|AS|Naypyidaw
MN|+976|MNT|AS|Ulaanbaatar
MO|+853|MOP|AS|Macao
MP|+1670|USD|OC|Saipan
MQ|+596|EUR|NA|Fort-de-France
MR|+222|MRU|AF|Nouakchott
MS|+1664|XCD|NA|Brades
MT|+356|EUR|EU|Valletta
MU|+230|MUR|AF|Port Louis
MV|+960|MVR|AS|Malé
MW|+265|MWK|AF|Lilongwe
MX|+52|MXN|NA|Mexico City
MY|+60|MYR|AS|Kuala Lumpur
MZ|+258|MZN|AF|Maputo
NA|+264|NAD|AF|Windhoek
NC|+687|XPF|OC|Nouméa
NE|+227|XOF|AF|Niamey
NF|+672|AUD|OC|Kingston
NG|+234|NGN|AF|Abuja
NI|+505|NIO|NA|Managua
NL|+31|EUR|EU|Amsterdam
NO|+47|NOK|EU|Oslo
NP|+977|NPR|AS|Kathmandu
NR|+674|AUD|OC|Yaren
NU|+683|NZD|OC|Alofi
NZ|+64|NZD|OC|Wellington
OM|+968|OMR|AS|Muscat
PA|+507|PAB|NA|Panama City
PE|+51|PEN|SA|Lima
PF|+689|XPF|OC|Papeete
PG|+675|PGK|OC|Port Moresby
PH|+63|PHP|AS|Manila
PK|+92|PKR|AS|Islamabad
PL|+48|PLN|EU|Warsaw
PM|+508|EUR|NA|Saint-Pierre
PN|+64|NZD|OC|Adamstown
PR|+1787|USD|NA|San Juan
PS|+970|ILS|AS|East Jerusalem
PT|+351|EUR|EU|Lisbon
PW|+680|USD|OC|Ngerulmud
PY|+595|PYG|SA|Asunción
QA|+974|QAR|AS|Doha
RE|+262|EUR|AF|Saint-Denis
RO|+40|RON|EU|Bucharest
RS|+381|RSD|EU|Belgrade
RU|+7|RUB|EU|Moscow
RW|+250|RWF|AF|Kigali
SA|+966|SAR|AS|Riyadh
SB|+677|SBD|OC|Honiara
SC|+248|SCR|AF|Victoria
SD|+249|SDG|AF|Khartoum
SE|+46|SEK|EU|Stockholm
SG|+65|SGD|AS|Singapore
SH|+290|SHP|AF|Jamestown
SI|+386|EUR|EU|Ljubljana
SJ|+47|NOK|EU|Longyearbyen
SK|+421|EUR|EU|Bratislava
SL|+232|SLE|AF|Freetown
SM|+378|EUR|EU|San Marino
SN|+221|XOF|AF|Dakar
SO|+252|SOS|AF|Mogadishu
SR|+597|SRD|SA|Paramaribo
SS|+211|SSP|AF|Juba
ST|+239|STN|AF|São Tomé
SV|+503|USD|NA|San Salvador
SX|+1721|XCG|NA|Philipsburg
SY|+963|SYP|AS|Damascus
SZ|+268|SZL|AF|Mbabane
TC|+1649|USD|NA|Cockburn Town
TD|+235|XAF|AF|N'Djamena
TF|+262|EUR|AN|Port-aux-Français
TG|+228|XOF|AF|Lomé
TH|+66|THB|AS|Bangkok
TJ|+992|TJS|AS|Dushanbe
TK|+690|NZD|OC|
TL|+670|USD|AS|Dili
TM|+993|TMT|AS|Ashgabat
TN|+216|TND|AF|Tunis
TO|+676|TOP|OC|Nuku'alofa
TR|+90|TRY|AS|Ankara
TT|+1868|TTD|NA|Port of Spain
TV|+688|AUD|OC|Funafuti
TW|+886|TWD|AS|Taipei
TZ|+255|TZS|AF|Dodoma
UA|+380|UAH|EU|Kyiv
UG|+256|UGX|AF|Kampala
UM|+1|USD|OC|
US|+1|USD|NA|Washington, D.C.
UY|+598|UYU|SA|Montevideo
UZ|+998|UZS|AS|Tashkent
VA|+39|EUR|EU|Vatican City
VC|+1784|XCD|NA|Kingstown
VE|+58|VES|SA|Caracas
VG|+1284|USD|NA|Road Town
VI|+1340|USD|NA|Charlotte Amalie
VN|+84|VND|AS|Hanoi
VU|+678|VUV|OC|Port Vila
WF|+681|XPF|OC|Mata-Utu
WS|+685|WST|OC|Apia
XK|+383|EUR|EU|Pristina
YE|+967|YER|AS|Sanaa
YT|+262|EUR|AF|Mamoudzou
ZA|+27|ZAR|AF|Pretoria
ZM|+260|ZMW|AF|Lusaka
ZW|+263|ZWG|AF|Harare
`;
