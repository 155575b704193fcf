import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Aliyense amene amasamalira khanda kapena mwana wamng'ono ayenera kudziwa mmene angagonekere khanda motetezeka ndi zochita mu mphindi zoyamba za ngozi. Tsambali ndi chikumbutso chabe, osati m'malo mwa maphunziro a chithandizo choyamba (first aid), ndipo silili m'malo mwa malangizo a namwino kapena dokotala.",
  sections: [
    {
      heading: 'Kugona kotetezeka kwa makanda',
      blocks: [
        [
          'Nthawi zonse gonekani khanda chagada, masana ndi usiku',
          'Gwiritsani ntchito matiresi kapena mphasa yolimba ndi yosalala, popanda mapilo, zidole zofewa kapena mabulangete okhuthala',
          "Khanda likhale pafupi, m'chipinda chanu, koma pa malo akeake ogona",
          'Musalole khanda kugona pafupi ndi munthu wamkulu amene wamwa mowa, wasuta fodya kapena wamwa mankhwala amene amamugonetsa',
          "Gwiritsani ntchito neti ya udzudzu yoviikidwa m'mankhwala pamwamba pa malo ogona",
          'Khanda likhale lofunda koma osatentha kwambiri: chovala chimodzi chopepuka choposa chimene munthu wamkulu amafunikira chimakwanira',
        ],
      ],
    },
    {
      heading: 'Kutsamwa',
      blocks: [
        'Ngati mwana akutsokomola kwambiri, mulekeni apitirize kutsokomola. Ngati sangathe kutsokomola, kulira kapena kupuma:',
        [
          'Kwa khanda losakwana chaka chimodzi: gonekani khanda chafufumimba pa mkono kapena pa ntchafu yanu, mutu uli pansi, ndipo limenyeni mwamphamvu kumbuyo pakati pa mapewa mpaka kasanu. Ngati sizinathandize, tembenuzani khanda chagada ndipo kanikizani pachifuba mpaka kasanu ndi zala ziwiri pakati pa chifuba.',
          "Kwa mwana wopitirira chaka chimodzi: menyani kumbuyo mpaka kasanu, kenako kanikizani pamimba mpaka kasanu, mukukokera mkati ndi m'mwamba pamwamba pang'ono pa mchombo.",
          'Ngati chinthucho sichikutuluka, itanani thandizo la ngozi ndipo pitirizani kubwereza zimenezi.',
        ],
      ],
    },
    {
      heading: 'Kupsa ndi moto kapena madzi otentha',
      blocks: [
        "Ziziritsani pamene papsa ndi madzi ozizira, aukhondo, oyenda kwa mphindi 20 mwamsanga momwe mungathere. Chotsani zovala zothina ndi zodzikongoletsera zapafupi pokhapokha ngati zamatirira. Phimbani mosalimbitsa ndi pulasitiki yaukhondo (cling film) kapena thumba la pulasitiki laukhondo. Musapake batala, mafuta, mankhwala otsukira mano kapena mankhwala azitsamba pa pamene papsa. Tengerani mwana ku chipatala ngati papsa pamalo aakulu kuposa chikhatho cha mwanayo, ngati papsa pankhope, m'manja kapena kumaliseche, kapena ngati simukutsimikiza.",
      ],
    },
    {
      heading: 'Kutentha thupi',
      blocks: [
        "M'madera amene muli malungo, mwana amene akutentha thupi ayenera kuyezedwa tsiku lomwelo ku chipatala kapena ndi wogwira ntchito za umoyo m'dera (community health worker). Mwanayo apitirize kumwa, mumuveke zovala zopepuka ndipo mupatseni mankhwala ochepetsa kutentha thupi monga mmene wogwira ntchito za umoyo kapena paketi ikunenera malinga ndi zaka ndi kulemera kwa mwanayo.",
      ],
    },
    {
      heading: "Kutsegula m'mimba",
      blocks: [
        "Choopsa cha kutsegula m'mimba ndi kutaya madzi m'thupi. Pitirizani kuyamwitsa, patsani ORS (oral rehydration salts) yosakaniza ndendende monga mmene paketi ikunenera, pang'onopang'ono, ndipo funsani wogwira ntchito za umoyo za mapiritsi a zinc. Sambani m'manja ndi sopo nthawi iliyonse mukasintha thewera.",
      ],
    },
    {
      heading: 'Pezani thandizo mwamsanga ngati mwana',
      blocks: [
        [
          'Sangathe kumwa kapena kuyamwa, kapena akusanza chilichonse',
          "Akugwa khunyu (kukomoka ndi kunjenjemera), kapena akugona kwambiri ndipo n'kovuta kumudzutsa",
          'Akupuma mofulumira kwambiri kapena movutika, kapena milomo yake ikusanduka yabuluu',
          "Ndi khanda losakwana miyezi iwiri lomwe likutentha thupi ngakhale pang'ono",
        ],
        "Zimenezi ndi zizindikiro za ngozi. Pitani ku chipatala chapafupi nthawi yomweyo, ndipo mudziwitse makolo muli m'njira.",
      ],
    },
  ],
};
