import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Munthu amene amasamalira ana anu kapena makolo anu amakhala mbali ya moyo wanu wa tsiku ndi tsiku. Kutenga nthawi pang'ono pa sitepe iliyonse yolemba munthu ntchito kumakupulumutsani ku nkhawa zambiri pambuyo pake, inu ndi wosamalirayo.",
  sections: [
    {
      heading: 'Lembani zimene mukufuna',
      blocks: [
        "Musanalankhule ndi aliyense, sankhani bwino kuti ntchitoyo ndi yotani kwenikweni. Wolera khanda, wolera ana a sukulu amene amagwiranso ntchito za m'nyumba, ndi wosamalira agogo pambuyo pa matenda a stroke ndi ntchito zosiyana kwambiri, ndipo zimafuna luso losiyana.",
        [
          'Amene adzasamaliridwe, ndi zaka zawo kapena zosowa za thanzi lawo',
          'Masiku ndi maola, ndipo ngati wosamalira adzagona kwanu kapena adzabwera kuchokera kwawo',
          "Ntchito za m'nyumba, kuphika kapena kuyendetsa galimoto zimene zili mu ntchitoyo",
          'Zinenero zimene wosamalira ayenera kulankhula ndi banja lanu',
          'Malipiro amene mungapereke (werengani kaye nkhani yathu ya malipiro oyenera)',
        ],
      ],
    },
    {
      heading: 'Ikani ntchito ndi kuwerenga mbiri za osamalira',
      blocks: [
        'Ikani ntchito yanu pamodzi ndi zonsezi, kuti osamalira amene adzakulankhulani adziwe kale zimene mukuyembekezera. Werengani mbiri zawo (profiles) mosamala: kugwira ntchito ndi ana a zaka zofanana, maphunziro monga chithandizo choyamba (first aid), ndi nthawi imene anthu anakhala pa ntchito zakale, zonse zimakuuzani kanthu.',
      ],
    },
    {
      heading: 'Kumanani nawo maso ndi maso',
      blocks: [
        'Kumanani ndi anthu amene mwawakonda kwambiri, makamaka kunyumba kwanu, ndipo aloleni akumane ndi ana kapena munthu amene adzamusamalira. Funsani mafunso otseguka amene amasonyeza mmene amaganizira, osati zimene anachita kokha:',
        [
          'Mungachite chiyani ngati khanda lili ndi malungo aakulu ndipo simukundipeza pa foni?',
          "Mumachita bwanji ndi mwana wamng'ono amene wakana kudya kapena kugona?",
          "Ndiuzeni za banja limene munagwirako ntchito. N'chifukwa chiyani ntchitoyo inatha?",
          'Mumafuna chiyani kuchokera kwa abwana kuti mugwire ntchito bwino kwambiri?',
        ],
        'Onani mmene amalankhulira ndi ana. Chikondi, kuleza mtima ndi bata ndi zofunika kuposa yankho labwino kwambiri.',
      ],
    },
    {
      heading: 'Fufuzani musanasankhe',
      blocks: [
        'Pemphani kuona chitupa cha NRC (National Registration Card) kapena pasipoti ya wosamalira ndipo sungani kopi. Imbirani foni nokha abwana ake akale osachepera awiri, ndipo afunseni ngati angamulembenso ntchito. Kalata ya apolisi (police clearance) ndi kalata ya dokotala yaposachedwa zimakupatsani mtendere wowonjezera, makamaka pa ntchito zogona kunyumba ndi posamalira odwala.',
        'Mabanja ambiri amakonzanso tsiku kapena sabata yoyesera. Lipirani: ndi ntchito yeniyeni, ndipo kuyamba bwino kumamanga chikhulupiriro.',
      ],
    },
    {
      heading: 'Gwirizanani pa zinthu zonse polemba',
      blocks: [
        'Mukasankha, lembani malipiro, maola, ntchito, masiku opuma ndi nthawi yodziwitsana ntchito isanathe mu pangano lalifupi lolembedwa, losainidwa ndi nonse awiri. Nkhani yathu ya mapangano olembedwa imafotokoza zoyenera kulembamo.',
      ],
    },
    {
      heading: 'Pangani masabata oyamba kuyenda bwino',
      blocks: [
        "Tengani nthawi kuonetsa wosamalira nyumba yanu, zochita zanu za tsiku ndi tsiku, ndi kumene mumasunga bokosi la chithandizo choyamba (first aid). Lembani manambala a foni ofunika, zinthu zimene ana sazigwirizana nazo (allergies), ndi zochita za ana za tsiku ndi tsiku. Poyamba lankhulanani patatha masiku angapo: mavuto aang'ono ndi osavuta kukonza msanga. Wosamalira amene amamva kuti akulemekezedwa ndipo amadziwa zonse bwino amakhala pa ntchito nthawi yaitali, ndipo kukhazikika ndi imodzi mwa mphatso zabwino kwambiri zimene mungapatse mwana.",
      ],
    },
  ],
};
