import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Mtu anayewatunza watoto wako au wazazi wako anakuwa sehemu ya maisha yako ya kila siku. Kuchukua muda kidogo katika kila hatua ya kuajiri kunakuepushia wasiwasi mwingi baadaye, wewe na mlezi pia.',
  sections: [
    {
      heading: 'Andika unachohitaji',
      blocks: [
        'Kabla ya kuzungumza na mtu yeyote, amua kazi yenyewe ni ipi hasa. Yaya wa mtoto mchanga, yaya anayetunza watoto wa shule na kufanya kazi za nyumbani, na mlezi wa bibi baada ya kiharusi ni kazi tofauti sana, na zinahitaji ujuzi tofauti.',
        [
          'Nani atatunzwa, na umri wao au mahitaji yao ya afya',
          'Siku na saa za kazi, na kama mlezi ataishi nyumbani kwako au atatoka kwake',
          'Kazi za nyumbani, kupika au kuendesha gari zilizo sehemu ya kazi',
          'Lugha ambazo mlezi anapaswa kuzungumza na familia yako',
          'Mshahara unaoweza kulipa (soma kwanza makala yetu kuhusu malipo ya haki)',
        ],
      ],
    },
    {
      heading: 'Tangaza kazi na usome wasifu',
      blocks: [
        'Tangaza kazi yako pamoja na maelezo haya, ili walezi watakaowasiliana nawe tayari wajue unachotarajia. Soma wasifu kwa makini: uzoefu na watoto wa umri huo huo, mafunzo kama huduma ya kwanza, na muda ambao watu walikaa katika kazi zao za awali, vyote vinakueleza jambo fulani.',
      ],
    },
    {
      heading: 'Fanya usaili ana kwa ana',
      blocks: [
        'Kutana na watu uliowapenda zaidi, ikiwezekana nyumbani kwako, na uwaache wakutane na watoto au mtu watakayemtunza. Uliza maswali ya wazi yanayoonyesha jinsi wanavyofikiri, si tu walichofanya:',
        [
          'Ungefanya nini kama mtoto mchanga angekuwa na homa kali na hukuweza kunipata?',
          'Unafanyaje na mtoto mdogo anayekataa kula au kulala?',
          'Nieleze kuhusu familia uliyowahi kuifanyia kazi. Kwa nini kazi iliisha?',
          'Unahitaji nini kutoka kwa mwajiri ili ufanye kazi yako vizuri zaidi?',
        ],
        'Angalia jinsi wanavyozungumza na watoto. Upendo, subira na utulivu ni muhimu kuliko jibu kamilifu.',
      ],
    },
    {
      heading: 'Hakikisha kabla ya kuamua',
      blocks: [
        'Omba kuona Kitambulisho cha Taifa (NRC) au pasipoti ya mlezi na uweke nakala. Wapigie simu wewe mwenyewe angalau waajiri wawili wa zamani, na uwaulize kama wangemwajiri tena. Cheti cha polisi (police clearance) na cheti cha daktari cha hivi karibuni vinakupa amani zaidi ya moyo, hasa kwa kazi za kuishi nyumbani na za kutunza wagonjwa.',
        'Familia nyingi pia hupanga siku au wiki ya majaribio yenye malipo. Ilipie: ni kazi halisi, na mwanzo wa haki hujenga uaminifu.',
      ],
    },
    {
      heading: 'Kubalianeni masharti kwa maandishi',
      blocks: [
        'Ukishachagua, andika mshahara, saa za kazi, majukumu, siku za mapumziko na muda wa notisi katika mkataba mfupi wa maandishi, uliosainiwa na nyote wawili. Makala yetu kuhusu mikataba ya maandishi inaeleza mambo ya kuweka ndani yake.',
      ],
    },
    {
      heading: 'Fanya wiki za kwanza zifanikiwe',
      blocks: [
        'Tumia muda kumwonyesha mlezi nyumba yako, utaratibu wenu wa kila siku na mahali kisanduku cha huduma ya kwanza kinapowekwa. Andika namba za simu muhimu, mzio (allergies) na utaratibu wa watoto wa kila siku. Mwanzoni zungumzeni kila baada ya siku chache: matatizo madogo ni rahisi kutatua mapema. Mlezi anayejisikia kuheshimiwa na mwenye taarifa za kutosha ana uwezekano mkubwa zaidi wa kubaki, na utulivu ni mojawapo ya zawadi bora unazoweza kumpa mtoto.',
      ],
    },
  ],
};
