import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Kuwatunza watoto, wagonjwa na wazee ni kazi ya ujuzi na muhimu. Una haki kazini, na kwa hatua sahihi unaweza kujenga taaluma inayolipa vizuri zaidi na kukupa nafasi zaidi ya kuchagua.',
  sections: [
    {
      heading: 'Haki zako kazini',
      blocks: [
        'Nchini Zambia, wafanyakazi wa nyumbani, wakiwemo yaya, wafanyakazi wa ndani, wapishi na walezi wa wagonjwa nyumbani, wanalindwa na sheria za kazi na amri ya kima cha chini cha mshahara na masharti ya ajira kwa wafanyakazi wa nyumbani. Viwango hubadilika mara kwa mara, kwa hiyo angalia amri ya kisheria iliyopo sasa (current statutory order) katika Wizara ya Kazi na Hifadhi ya Jamii (Ministry of Labour and Social Security) au ofisi ya kazi. Kwa ujumla unaweza kutarajia:',
        [
          'Angalau kima cha chini cha mshahara cha kisheria, kinacholipwa kikamilifu na kwa wakati',
          'Mkataba wa maandishi unaoeleza majukumu yako, saa, mshahara na notisi',
          'Siku za mapumziko, sikukuu za umma, likizo ya mwaka yenye malipo na likizo ya ugonjwa',
          'Malipo ya saa za ziada zilizokubaliwa',
          'Kusajiliwa kwa hifadhi ya jamii (NAPSA) na bima ya afya (NHIMA)',
          'Mahali pa kazi salama na kutendewa kwa heshima',
        ],
      ],
    },
    {
      heading: 'Jilinde',
      blocks: [
        [
          'Baki na NRC yako, pasipoti na mkataba mwenyewe. Hakuna mwajiri anayepaswa kuvishika',
          'Andika saa unazofanya kazi na mshahara unaopokea kila mwezi',
          'Omba kulipwa kwa benki au kwa pesa za simu ili kuwe na kumbukumbu',
          'Mwambie mtu unayemwamini mahali unapofanya kazi, hasa katika kazi ya kuishi nyumbani kwa mwajiri',
        ],
        'Hakuna mtu mwenye haki ya kukupiga, kukutishia, kukunyanyasa kingono au kukufungia ndani. Hili likitokea, ondoka ukiweza na uende polisi au ofisi ya kazi. Mishahara isiyolipwa na kufukuzwa kazi bila haki vinaweza kuripotiwa kwa ofisi ya kazi, ambayo hutoa ushauri bila malipo.',
      ],
    },
    {
      heading: 'Kuza ujuzi wako',
      blocks: [
        'Familia hulipa zaidi walezi wenye uthibitisho wa ujuzi wao. Mahali pazuri pa kuanzia ni:',
        [
          'Kozi ya huduma ya kwanza, hasa huduma ya kwanza kwa watoto wachanga na watoto',
          'Kuzuia maambukizi na usafi wa mikono, kwa kutunza wagonjwa',
          'Makuzi ya mtoto na nidhamu chanya',
          'Kutunza wenye ugonjwa wa kusahau (dementia) na kuwatunza wazee',
          'Lishe na kupikia watoto na wagonjwa',
        ],
        'Kozi nyingi nzuri ni za bure na zinaweza kusomwa kwa simu. Tazama ukurasa wetu wa kozi kwa baadhi ya bora zaidi, na uhifadhi kila cheti unachopata.',
      ],
    },
    {
      heading: 'Jenga wasifu wako',
      blocks: [
        'Wasifu kamili wenye picha inayoonekana vizuri, uzoefu wako, lugha na vyeti vilivyopakiwa hupata ofa nyingi zaidi. Mwombe kila mwajiri barua fupi ya utambulisho (reference) kazi inapoisha vizuri, na uhifadhi mawasiliano ya familia zilizo tayari kukuzungumzia.',
      ],
    },
    {
      heading: 'Chagua mwelekeo',
      blocks: [
        'Kwa uzoefu na mafunzo unaweza kuhamia nafasi zinazolipa zaidi: muuguzi wa mama na mtoto mchanga (maternity nurse), yaya wa watoto wenye mahitaji maalum, mtaalamu wa malezi ya awali ya watoto, mwalimu wa nyumbani (governess), au mlezi wa wagonjwa nyumbani na hospitalini. Baadhi ya walezi huendelea kusomea uuguzi au ualimu, au huanzisha biashara yao wenyewe ya kulea watoto au ya mapishi. Weka lengo la mwaka ujao, weka akiba kidogo kutoka kila mshahara, na chukua kozi moja mpya kwa wakati mmoja.',
      ],
    },
  ],
};
