import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Katika familia za Kiafrika, kuwatunza wazazi wetu wanapozeeka ni wajibu ambao wengi wetu tunajivunia kuubeba. Lakini watoto wakiwa mbali mjini au nje ya nchi, na tukiwa na kazi na familia changa zetu wenyewe, inasaidia kupanga matunzo hayo badala ya kuyaacha kwa bahati.',
  sections: [
    {
      heading: 'Zungumzeni mapema, kama familia',
      blocks: [
        'Zungumza na wazazi wako kuhusu wanachotaka wakiwa bado na afya njema: wanataka kuishi wapi, nani wanataka awe karibu nao, na jinsi pesa na mali zao zinavyopaswa kusimamiwa. Kisha kubalianeni kati ya kaka, dada na ndugu wengine nani afanye nini. Mmoja anaweza kutembelea kila wiki, mwingine kulipia mlezi, mwingine kushughulikia safari za hospitali. Andikeni mpango huo ili kisisahaulike kitu na mtu asibebe kila kitu peke yake.',
      ],
    },
    {
      heading: 'Walinde wawe na afya',
      blocks: [
        [
          'Uchunguzi wa mara kwa mara wa shinikizo la damu, sukari, macho na usikivu',
          'Dawa zinazotumiwa kwa wakati, kwa chati au kisanduku cha vidonge chenye alama za siku',
          'Milo rahisi na yenye uwiano, yenye mboga, maharagwe, samaki au nyama na maji ya kutosha',
          'Kutembea au mazoezi mepesi kila siku, kadiri wanavyoweza',
          'Muda na marafiki, kanisa, wajukuu na jamii, kwa sababu upweke pia hudhuru afya',
        ],
      ],
    },
    {
      heading: 'Zuia kuanguka',
      blocks: [
        'Kuanguka ni chanzo kikubwa cha majeraha kwa wazee. Weka njia na sakafu wazi na kavu, weka mwanga mzuri, hasa njiani kwenda chooni usiku, weka kishikio mahali penye ngazi, na hakikisha viatu vinawatosha vizuri na havitelezi. Fimbo au kitembezi (walking frame) kilichochaguliwa pamoja na mhudumu wa afya kinaweza kuleta tofauti kubwa.',
      ],
    },
    {
      heading: 'Mabadiliko ya kumbukumbu',
      blocks: [
        'Kusahau jina mara moja moja ni kawaida ya uzee. Lakini kupotea mahali panapojulikana, kurudia swali lile lile mara nyingi, kuhangaika na pesa au mabadiliko ya tabia si uzee tu. Yanaweza kuwa dalili za ugonjwa wa kusahau (dementia) au wa ugonjwa mwingine unaoweza kutibiwa. Mwone daktari, na uwe na subira: mtu huyo hafanyi makusudi kuwa mgumu.',
      ],
    },
    {
      heading: 'Wakati wa kuleta msaada',
      blocks: [
        'Unaweza kuhitaji mlezi pale mzazi wako hawezi tena kuoga, kuvaa au kupika peke yake kwa usalama, pale familia haiwezi kuwepo kila siku, au pale ndugu anayemtunza amechoka kabisa. Mlezi wa wazee anaweza kuja kila siku, kufanya kazi siku nzima au kuishi nyumbani. Chagua mtu mwenye subira na heshima, hakiki wadhamini wake kwa makini, na mkubaliane majukumu kwa maandishi.',
        'Endelea kushiriki. Tembelea au piga simu mara kwa mara, zungumza na mlezi, na mwulize mzazi wako mambo yanavyokwenda mkiwa wawili peke yenu.',
      ],
    },
    {
      heading: 'Heshima na ulinzi',
      blocks: [
        "Wazee wana haki ya kufanya maamuzi yao wenyewe kwa muda wote wanaoweza. Washirikishe katika maamuzi, bisha hodi kabla ya kuingia chumbani mwao na zungumza nao, si kuwahusu. Kwa masikitiko, wazee wanaweza kutelekezwa au kunyang'anywa pesa au ardhi yao, wakati mwingine na watu walio karibu nao. Angalia majeraha yasiyoelezeka, hofu, kupungua uzito au pesa zinazopotea, na uchukue hatua haraka kama kuna jambo linaloonekana si sawa.",
      ],
    },
  ],
};
