import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Familia nyingi zaidi na zaidi humtunza ndugu mgonjwa nyumbani: baada ya upasuaji, baada ya kiharusi, au katika ugonjwa wa muda mrefu kama kisukari, saratani au VVU. Utunzaji mzuri wa nyumbani humfanya mgonjwa astarehe na awe salama, na husaidia familia kubeba mzigo.',
  sections: [
    {
      heading: 'Shirikiana na wahudumu wa afya',
      blocks: [
        'Kabla mgonjwa hajatoka hospitalini, mwombe muuguzi au daktari akueleze mpango wa matunzo na auandike: dawa, utunzaji wa jeraha, lishe, mazoezi na tarehe ya kurudi kuonana nao. Weka kadi zote za kliniki na karatasi za hospitali pamoja katika faili moja, na ulipeleke kila unapokwenda kwenye miadi.',
      ],
    },
    {
      heading: 'Dawa',
      blocks: [
        [
          'Weka chati rahisi yenye kila dawa, kipimo na nyakati, na uweke alama kila dozi inapotolewa',
          'Toa dawa sawasawa kama ilivyoandikwa, na maliza dozi kamili kama za antibiotiki',
          'Kamwe usisimamishe wala kubadilisha dawa bila kumwuliza mhudumu wa afya',
          'Hifadhi dawa mahali pakavu, penye ubaridi na mbali na watoto',
        ],
      ],
    },
    {
      heading: 'Zuia maambukizi yasienee',
      blocks: [
        'Nawa mikono kwa sabuni na maji safi kabla na baada ya kumgusa mgonjwa, kushika chakula au dawa, na kubadilisha bendeji au matandiko. Vaa glavu kwa damu, majeraha na majimaji ya mwili, na utupe glavu na bendeji zilizotumika kwa usalama. Fua matandiko na nguo za mgonjwa peke yake katika maji ya moto yenye sabuni yanapochafuka.',
      ],
    },
    {
      heading: 'Starehe na utunzaji wa ngozi',
      blocks: [
        'Mgonjwa anayekaa kitandani muda mrefu anaweza kupata vidonda vya kulalia, majeraha yenye maumivu pale mwili unapobonyeza kitanda.',
        [
          'Msaidie mgonjwa kubadilisha mkao angalau kila baada ya saa mbili, mchana na usiku',
          'Weka mashuka safi, makavu na bila makombo wala mikunjo',
          'Kagua visigino, nyonga, mgongo na viwiko kila siku kuona ngozi nyekundu au iliyochubuka',
          'Msaidie mgonjwa kukaa, kusimama au kutembea kidogo kila siku kama mhudumu wa afya anakubali',
        ],
      ],
    },
    {
      heading: 'Chakula na vinywaji',
      blocks: [
        'Toa milo midogo mara kwa mara, na maji safi mengi isipokuwa kama daktari amepunguza vinywaji. Fuata lishe yoyote maalum, kwa mfano chumvi kidogo kwa shinikizo la damu au sukari kidogo kwa kisukari. Kama kumeza ni vigumu, vyakula laini kama uji, mboga zilizopondwa na supu ni rahisi na salama zaidi. Mpishi anayeandaa milo ya mgonjwa anaweza kusaidia familia ikiwa imezidiwa.',
      ],
    },
    {
      heading: 'Jua dalili za hatari',
      blocks: [
        'Mpigie simu mhudumu wa afya au nenda hospitalini kama mgonjwa ana maumivu mapya au yaliyozidi, homa kali, shida ya kupumua, kuchanganyikiwa, jeraha lililo jekundu, lenye joto au linalonuka, hawezi kula wala kunywa, au kama jambo lolote linakutia wasiwasi. Amini hisia yako kwamba kuna kitu hakiko sawa.',
      ],
    },
    {
      heading: 'Mtunze anayetunza',
      blocks: [
        'Kutunza siku baada ya siku huchosha. Gawanyeni kazi kati ya wanafamilia, kubali msaada kutoka kwa majirani na kanisa au vikundi vya jamii, na pumzika mara kwa mara. Mlezi wa wagonjwa nyumbani aliyefunzwa kwa baadhi ya siku au usiku anaweza kuipa familia mapumziko na kuleta ujuzi kama kumwinua mgonjwa kwa usalama na kutunza majeraha. Huwezi kumtunza mtu vizuri kama wewe mwenyewe umechoka kabisa.',
      ],
    },
  ],
};
