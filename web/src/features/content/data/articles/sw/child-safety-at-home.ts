import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Majeraha mengi makubwa ya watoto wadogo hutokea nyumbani, na mengi yanaweza kuzuiwa. Tembea ndani ya nyumba yako ukiwa kwenye kimo cha mtoto anayetambaa, na ukubaliane kanuni hizi na kila mtu anayewatunza watoto wako.',
  sections: [
    {
      heading: 'Maji',
      blocks: [
        'Mtoto mdogo anaweza kuzama katika maji ya sentimita chache tu, haraka na kimya kimya.',
        [
          'Mwaga maji ya ndoo, beseni na bafu mara tu baada ya kutumia',
          'Funika mapipa ya maji, matangi na visima, na funga mlango wa choo',
          'Kamwe usimwache mtoto mchanga au mtoto mdogo peke yake bafuni, hata kwa muda mfupi',
          'Zungushia uzio au funika madimbwi, mabwawa ya kuogelea na mitaro iliyo karibu na nyumba',
        ],
      ],
    },
    {
      heading: 'Moto, kupika na kuungua',
      blocks: [
        [
          'Weka watoto mbali na moto wa kupikia, majiko na jiko la mkaa (mbaula)',
          'Geuza mikono ya sufuria kuelekea ndani na weka vinywaji vya moto mbali na watoto',
          'Weka viberiti, njiti za kuwashia na mishumaa juu',
          'Pima joto la maji ya kuoga kwa kiwiko chako kabla mtoto hajaingia',
        ],
        'Kamwe usitumie jiko la mkaa ndani ya chumba kilichofungwa au kuliingiza ili kupasha joto chumba cha kulala. Linatoa kaboni monoksidi, gesi usiyoweza kuiona wala kuinusa, ambayo inaweza kuua watoto na watu wazima wakiwa usingizini.',
      ],
    },
    {
      heading: 'Sumu na dawa',
      blocks: [
        'Mafuta ya taa, bleach, dawa za kuua wadudu na dawa ni miongoni mwa visababishi vikuu vya sumu.',
        [
          'Kamwe usihifadhi mafuta ya taa au kemikali katika chupa za vinywaji au vikombe',
          'Weka dawa, zikiwemo vitamini na dawa za asili, zimefungiwa au juu',
          'Weka sumu ya panya na dawa za kupuliza wadudu mbali na chakula na mahali watoto wanapoweza kufikia',
        ],
      ],
    },
    {
      heading: 'Kuanguka, kukatwa na kukabwa',
      blocks: [
        [
          'Kamwe usimwache mtoto mchanga peke yake kitandani, mezani au kwenye sofa',
          'Weka lango au kizuizi kwenye ngazi na funga madirisha na roshani au uweke vizuizi',
          'Weka visu, nyembe na vioo vilivyovunjika mbali na watoto',
          'Weka vitu vidogo kama sarafu, shanga, vifungo na betri mbali na watoto walio chini ya miaka mitatu',
          'Kata vyakula kama karanga, zabibu na soseji vipande vidogo kwa watoto wadogo',
        ],
      ],
    },
    {
      heading: 'Umeme na nje ya nyumba',
      blocks: [
        'Funika soketi zisizotumika, weka nyaya na chaja za simu mbali na mikono midogo, na kamwe usiwaache watoto wacheze karibu na nyaya za umeme au nyaya zilizokatika. Nje, kagua uwanja kuona kama kuna vyuma vikali, mashimo yaliyo wazi na nyoka, na funga lango ili watoto wadogo wasitembee hadi barabarani.',
      ],
    },
    {
      heading: 'Watu na kanuni',
      blocks: [
        'Kubaliana na mlezi wako ni nani anaweza kuwachukua watoto, nani anaweza kutembelea na afanye nini mgeni asiyejulikana akifika langoni. Watoto wajifunze jina lao kamili na namba ya simu ya mzazi mara tu wanapoweza.',
        'Andika namba za dharura, za kliniki iliyo karibu na ya jirani unayemwamini karibu na simu na uzihifadhi katika kila simu ya nyumbani, na weka kisanduku rahisi cha huduma ya kwanza mahali watu wazima wanapoweza kukipata haraka. Soma makala yetu kuhusu misingi ya huduma ya kwanza na fikiria kozi fupi ya huduma ya kwanza kwa kila mtu anayewatunza watoto wako.',
      ],
    },
  ],
};
