import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Kila mtu anayemtunza mtoto mchanga au mtoto mdogo anapaswa kujua jinsi ya kumlaza mtoto mchanga salama na afanye nini katika dakika za kwanza za dharura. Ukurasa huu ni ukumbusho, si mbadala wa kozi ya huduma ya kwanza, na hauchukui nafasi ya ushauri wa muuguzi au daktari.',
  sections: [
    {
      heading: 'Usingizi salama kwa watoto wachanga',
      blocks: [
        [
          'Daima mlaze mtoto mchanga chali, mchana na usiku',
          'Tumia godoro au mkeka imara na tambarare, bila mito, midoli laini au blanketi nzito',
          'Mweke mtoto karibu, chumbani kwako, lakini mahali pake mwenyewe pa kulala',
          'Usimwache mtoto mchanga alale karibu na mtu mzima aliyekunywa pombe, aliyevuta sigara au aliyetumia dawa zinazoleta usingizi',
          'Tumia chandarua chenye dawa juu ya mahali pa kulala',
          'Mweke mtoto mchanga katika joto lakini si joto jingi: vazi moja jepesi zaidi ya analohitaji mtu mzima linatosha',
        ],
      ],
    },
    {
      heading: 'Kukabwa',
      blocks: [
        'Kama mtoto anakohoa kwa nguvu, mwache aendelee kukohoa. Kama hawezi kukohoa, kulia wala kupumua:',
        [
          'Kwa mtoto mchanga chini ya mwaka mmoja: mlaze mtoto kifudifudi kwenye mkono wako au paja, kichwa chini, na umpige kwa nguvu mgongoni hadi mara tano kati ya vile vya mabega. Isipofaulu, mgeuze mtoto chali na umbonyeze kifuani hadi mara tano kwa vidole viwili katikati ya kifua.',
          'Kwa mtoto zaidi ya mwaka mmoja: mpige mgongoni hadi mara tano, kisha mbonyeze tumboni hadi mara tano, ukivuta kuelekea ndani na juu, juu kidogo ya kitovu.',
          'Kama kitu hakitoki, omba msaada wa dharura na uendelee kurudia mzunguko huo.',
        ],
      ],
    },
    {
      heading: 'Kuungua kwa moto na kwa maji ya moto',
      blocks: [
        'Poza jeraha la moto chini ya maji ya baridi, safi yanayotiririka kwa dakika 20 haraka iwezekanavyo. Ondoa nguo zinazobana na vito vilivyo karibu isipokuwa kama vimenata. Funika kwa ulegevu kwa karatasi safi ya plastiki (cling film) au mfuko safi wa plastiki. Kamwe usiweke siagi, mafuta, dawa ya meno wala mitishamba kwenye jeraha la moto. Mpeleke mtoto kliniki kwa jeraha lolote la moto lililo kubwa kuliko kiganja cha mtoto, lililo usoni, mikononi au sehemu za siri, au kama huna uhakika.',
      ],
    },
    {
      heading: 'Homa',
      blocks: [
        'Katika maeneo yenye malaria, mtoto mwenye homa anapaswa kupimwa siku hiyo hiyo katika kliniki au na mhudumu wa afya wa jamii. Mpe mtoto vinywaji mara kwa mara, mvalishe nguo nyepesi na mpe dawa ya homa tu kama mhudumu wa afya au pakiti inavyoelekeza kulingana na umri na uzito wa mtoto.',
      ],
    },
    {
      heading: 'Kuharisha',
      blocks: [
        'Hatari ya kuharisha ni kupoteza maji mwilini. Endelea kunyonyesha, mpe chumvi za kurejesha maji mwilini (ORS) zilizochanganywa sawasawa kama pakiti inavyosema, kwa kunywa kidogo kidogo, na umwulize mhudumu wa afya kuhusu vidonge vya zinki. Nawa mikono kwa sabuni baada ya kila kubadilisha nepi.',
      ],
    },
    {
      heading: 'Tafuta msaada mara moja kama mtoto',
      blocks: [
        [
          'Hawezi kunywa au kunyonya, au anatapika kila kitu',
          'Anapata degedege, au ana usingizi mwingi sana na ni vigumu kumwamsha',
          'Anapumua haraka sana au kwa shida, au midomo yake inageuka kuwa ya bluu',
          'Ni mtoto mchanga chini ya miezi miwili mwenye homa yoyote',
        ],
        'Hizi ni dalili za hatari. Nenda kliniki au hospitali iliyo karibu mara moja, na uwajulishe wazazi ukiwa njiani.',
      ],
    },
  ],
};
