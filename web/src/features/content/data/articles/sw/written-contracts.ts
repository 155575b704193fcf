import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Kazi nyingi za ulezi barani Afrika bado huanza kwa kushikana mikono tu. Mkataba mfupi wa maandishi haumaanishi kwamba hamwaminiani: unamaanisha kwamba nyote wawili mtakumbuka makubaliano yale yale maswali yanapozuka miezi kadhaa baadaye.',
  sections: [
    {
      heading: 'Kwa nini kuandika',
      blocks: [
        'Mizozo mingi kati ya familia na walezi huhusu mambo ambayo hayakukubaliwa waziwazi: kazi za ziada, kufanya kazi Jumapili, notisi kazi inapoisha. Mkataba wa maandishi hutatua mambo haya kabla hayajawa ugomvi.',
        'Sheria ya kazi ya Zambia, ikiwemo Employment Code Act, inataka masharti makuu ya ajira yaandikwe, na amri ya kima cha chini cha mshahara kwa wafanyakazi wa nyumbani inaweka masharti ambayo mkataba hauwezi kushuka chini yake. Mkataba wa maandishi pia humsaidia mlezi kufungua akaunti ya benki, kujisajili kwa hifadhi ya jamii au kupanga nyumba.',
      ],
    },
    {
      heading: 'Mkataba unapaswa kusema nini',
      blocks: [
        'Uwe mfupi na kwa lugha rahisi. Weka:',
        [
          'Majina ya mwajiri na mlezi, pamoja na namba za NRC au pasipoti',
          'Cheo cha kazi na majukumu makuu, katika orodha fupi',
          'Mahali pa kazi, na kama mlezi ataishi nyumbani kwa mwajiri au atatoka kwake',
          'Saa za kazi, siku za mapumziko na sikukuu za umma',
          'Mshahara wa mwezi, siku ya malipo, jinsi unavyolipwa na posho zozote',
          'Saa za ziada: zinahusika lini na zinalipwa vipi',
          'Likizo ya mwaka, likizo ya ugonjwa na likizo ya uzazi',
          'Kipindi cha majaribio, kama mnakitumia, na urefu wake',
          'Notisi ambayo kila upande lazima utoe ili kumaliza kazi',
          'Kanuni mnazokubaliana nyote, kama wageni, matumizi ya simu au faragha',
          'Tarehe na sahihi za nyote wawili',
        ],
      ],
    },
    {
      heading: 'Hakikisha unaeleweka',
      blocks: [
        'Someni mkataba pamoja. Kama Kiingereza si lugha ya kwanza ya mlezi, mweleze kwa lugha anayoielewa vizuri, kama Kinyanja, Kibemba au Kitonga, au mwombe mtu mnayemwamini nyote akusaidie. Mpe mlezi muda wa kuuliza maswali na, akitaka, kumwonyesha kwanza mwanafamilia wake.',
        'Tengenezeni nakala mbili na msaini zote mbili. Kila mmoja abaki na moja. Kamwe usishike nakala ya mlezi, NRC yake au pasipoti yake.',
      ],
    },
    {
      heading: 'Mambo yanapobadilika',
      blocks: [
        'Mtoto mpya, kuhamia mji mwingine au majukumu mapya yote hubadilisha kazi. Hilo likitokea, kubalianeni mabadiliko na muyaandike kama nyongeza fupi iliyosainiwa ya mkataba, pamoja na mshahara mpya ukiwepo.',
      ],
    },
    {
      heading: 'Kumaliza kazi kwa haki',
      blocks: [
        'Kama kazi lazima iishe, toa notisi ambayo mkataba na sheria vinataka, lipa kila kinachodaiwa hadi siku ya mwisho, pamoja na likizo ambayo haikutumika, na uandike barua fupi ya utambulisho (reference) kama kazi ilikuwa nzuri. Mwisho wa haki unalinda jina la familia yako na kumsaidia mlezi kupata kazi yake inayofuata.',
        'Kama huna uhakika kuhusu sehemu yoyote ya sheria, ofisi ya kazi iliyo karibu nawe inaweza kuwashauri waajiri na wafanyakazi bila malipo.',
      ],
    },
  ],
};
