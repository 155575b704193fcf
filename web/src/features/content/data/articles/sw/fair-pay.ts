import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Kumlipa mlezi kwa haki si sheria tu; pia ni njia bora ya kumbakiza mtu mzuri. Mlezi anayeweza kulipa kodi ya nyumba, kulisha watoto wake mwenyewe na kupanga mambo ya mbele huwa mtulivu zaidi na hujitolea zaidi.',
  sections: [
    {
      heading: 'Anza na kima cha chini cha kisheria',
      blocks: [
        'Nchini Zambia, mshahara na masharti ya msingi ya wafanyakazi wa nyumbani, wakiwemo yaya, wafanyakazi wa ndani, wapishi na walezi wa wagonjwa nyumbani, huwekwa na amri ya kima cha chini cha mshahara na masharti ya ajira kwa wafanyakazi wa nyumbani (minimum wages and conditions of employment order), iliyotungwa chini ya sheria za kazi za nchi. Amri hiyo huweka kima cha chini cha mshahara wa mwezi na inaweza pia kuweka posho na kanuni kuhusu saa za kazi, likizo na saa za ziada.',
        'Viwango hivi hurekebishwa mara kwa mara, kwa hiyo daima angalia amri ya kisheria iliyopo sasa (current statutory order) kabla ya kukubaliana mshahara. Wizara ya Kazi na Hifadhi ya Jamii (Ministry of Labour and Social Security) na ofisi ya kazi iliyo karibu nawe wanaweza kukueleza kinachotumika leo. Kima cha chini ni sakafu, si lengo: kulipa chini yake ni kinyume cha sheria, na kulipa kima cha chini tu mara chache humbakiza mlezi mwenye uzoefu.',
        'Katika nchi nyingine za Afrika sheria ni tofauti, lakini nyingi zina kima cha chini cha mshahara au amri maalum kwa kazi za nyumbani. Uliza wizara ya kazi kabla ya kutoa ofa yako.',
      ],
    },
    {
      heading: 'Malipo ya haki yanaonekanaje',
      blocks: [
        'Juu ya kima cha chini, mshahara kwa kawaida huakisi kazi na mtu anayeifanya:',
        [
          'Uzoefu, mafunzo na vyeti, kama vya huduma ya kwanza au sifa ya uuguzi',
          'Idadi na umri wa watoto, au mahitaji ya mgonjwa',
          'Kazi za ziada kama kupika, kuendesha gari au kutunza usiku',
          'Saa ndefu au zisizo za kawaida, kuishi nyumbani kwa mwajiri na kusafiri na familia',
        ],
        'Chumba na chakula kwa mlezi anayeishi nyumbani ni sehemu ya kazi, si sababu ya kulipa chini ya kima cha chini. Usivikate kwenye mshahara isipokuwa amri inayotumika inaruhusu waziwazi.',
      ],
    },
    {
      heading: 'Lipa kwa wakati, kila mara',
      blocks: [
        'Kubalianeni siku ya malipo na muishike. Kulipa kwa benki au kwa pesa za simu huacha kumbukumbu kwa nyote wawili; ukilipa kwa pesa taslimu, andika hati fupi ya mshahara (payslip) yenye mwezi, kiasi na posho zozote, na umwombe mlezi asaini nakala yako.',
        'Kamwe usizuie mshahara kama adhabu au ili kumzuia mtu kuondoka. Kukiwa na tatizo katika kazi, lizungumzeni waziwazi.',
      ],
    },
    {
      heading: 'Saa za ziada, likizo na michango',
      blocks: [
        'Saa za ziada, sikukuu za umma na usiku vinapaswa kulipwa kama amri na mkataba wenu vinavyosema. Mlezi pia ana haki ya siku za mapumziko na likizo ya mwaka yenye malipo.',
        'Waajiri nchini Zambia wanatarajiwa kuwasajili wafanyakazi wao kwa hifadhi ya jamii katika National Pension Scheme Authority (NAPSA) na kwa bima ya afya ya taifa katika National Health Insurance Management Authority (NHIMA), na kulipa michango. Hivi vinamlinda mlezi uzeeni na wakati wa ugonjwa. Uliza kila ofisi jinsi ya kumsajili mfanyakazi wa nyumbani.',
      ],
    },
    {
      heading: 'Pitia mshahara kila mwaka',
      blocks: [
        'Bei hupanda kila mwaka. Kaeni pamoja mara moja kwa mwaka, zungumzeni jinsi kazi ilivyokwenda na mkubaliane nyongeza yoyote. Nyongeza ndogo ya kila mara inamwonyesha mlezi kwamba anathaminiwa, na inagharimu kidogo sana kuliko kutafuta na kumfundisha mtu mpya.',
      ],
    },
  ],
};
