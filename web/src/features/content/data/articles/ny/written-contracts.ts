import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Ntchito zambiri zosamalira ku Africa zimayambabe ndi kugwirana chanza chabe. Pangano lalifupi lolembedwa silitanthauza kuti simukhulupirirana: limatanthauza kuti nonse mudzakumbukira mgwirizano umodzi mafunso akadzabwera patatha miyezi.',
  sections: [
    {
      heading: "N'chifukwa chiyani tilembe",
      blocks: [
        'Mikangano yambiri pakati pa mabanja ndi osamalira imakhala pa zinthu zimene sanagwirizane momveka bwino: ntchito zowonjezera, kugwira ntchito Lamlungu, nthawi yodziwitsana ntchito ikatha. Pangano lolembedwa limathetsa zimenezi zisanakhale mikangano.',
        "Malamulo a ntchito a ku Zambia, kuphatikizapo Employment Code Act, amafuna kuti mfundo zazikulu za ntchito zilembedwe, ndipo lamulo la malipiro ochepera a antchito a m'nyumba limaika mfundo zimene pangano silingatsike. Pangano lolembedwa limathandizanso wosamalira kutsegula akaunti ku banki, kulembetsa ku chitetezo cha ukalamba (social security) kapena kuchita lendi nyumba.",
      ],
    },
    {
      heading: 'Zimene pangano liyenera kunena',
      blocks: [
        "Likhale lalifupi ndi m'chinenero chosavuta. Lembanimo:",
        [
          'Maina a abwana ndi a wosamalira, ndi manambala a NRC kapena pasipoti',
          "Dzina la ntchito ndi ntchito zikuluzikulu, m'ndandanda waufupi",
          'Malo a ntchito, ndipo ngati wosamalira adzagona kwa abwana kapena adzabwera kuchokera kwawo',
          'Maola a ntchito, masiku opuma ndi masiku a tchuthi a dziko',
          'Malipiro a pa mwezi, tsiku lolipira, njira yolipirira ndi ndalama zowonjezera',
          'Nthawi yowonjezera: imagwira ntchito liti ndipo imalipidwa bwanji',
          'Tchuthi cha pachaka, tchuthi cha matenda ndi tchuthi cha uchembere',
          'Nthawi yoyesera, ngati mukuigwiritsa ntchito, ndi kutalika kwake',
          'Nthawi yodziwitsana imene aliyense ayenera kupereka pothetsa ntchito',
          'Malamulo amene nonse mwagwirizana, monga alendo, kugwiritsa ntchito foni kapena zinsinsi',
          'Tsiku ndi masaina a nonse awiri',
        ],
      ],
    },
    {
      heading: 'Onetsetsani kuti likumveka',
      blocks: [
        "Werengani pangano pamodzi. Ngati Chingerezi si chinenero choyamba cha wosamalira, mufotokozereni m'chinenero chimene amachimva bwino, monga Chinyanja, Chibemba kapena Chitonga, kapena pemphani munthu amene nonse mumamukhulupirira kuti akuthandizeni. Patsani wosamalira nthawi yofunsa mafunso ndipo, ngati akufuna, yoonetsa kaye wachibale wake.",
        'Pangani makopi awiri ndipo sainani onse. Aliyense asunge limodzi. Musasunge kopi ya wosamalira, chitupa chake cha NRC kapena pasipoti yake.',
      ],
    },
    {
      heading: 'Zinthu zikasintha',
      blocks: [
        'Mwana watsopano, kusamukira ku tauni ina kapena ntchito zatsopano zimasintha ntchito. Zimenezi zikachitika, gwirizanani pa zosinthazo ndipo zilembeni ngati chowonjezera chachifupi chosainidwa cha pangano, pamodzi ndi malipiro atsopano ngati alipo.',
      ],
    },
    {
      heading: 'Kuthetsa ntchito mwachilungamo',
      blocks: [
        'Ngati ntchito iyenera kutha, perekani nthawi yodziwitsa imene pangano ndi lamulo zimafuna, lipirani zonse zoyenera mpaka tsiku lomaliza, kuphatikizapo tchuthi chimene sanatenge, ndipo lembani kalata yaifupi yomuchitira umboni (reference) ngati ntchito inali yabwino. Kuthetsa ntchito mwachilungamo kumateteza dzina la banja lanu ndipo kumathandiza wosamalira kupeza ntchito ina.',
        'Ngati simukutsimikiza za mbali iliyonse ya lamulo, ofesi ya ntchito yapafupi ingalangize abwana ndi antchito kwaulere.',
      ],
    },
  ],
};
