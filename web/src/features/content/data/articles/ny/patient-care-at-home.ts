import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Mabanja ambiri akusamalira wachibale wodwala kunyumba: pambuyo pa opaleshoni, pambuyo pa stroke, kapena pa matenda a nthawi yaitali monga shuga (diabetes), khansa kapena HIV. Kusamalira bwino kunyumba kumathandiza wodwala kukhala womasuka ndi wotetezeka, ndipo kumathandiza banja kunyamula katunduyu.',
  sections: [
    {
      heading: 'Gwirani ntchito ndi ogwira ntchito za umoyo',
      blocks: [
        "Wodwala asanatuluke m'chipatala, pemphani namwino kapena dokotala kuti afotokoze ndondomeko ya chisamaliro ndi kuilemba: mankhwala, kusamalira chilonda, zakudya, masewera olimbitsa thupi ndi tsiku lobwereranso. Sungani makadi onse a chipatala ndi mapepala a chipatala pamodzi mu fayilo imodzi, ndipo pitani nayo nthawi iliyonse mukapita kukaonana ndi dokotala.",
      ],
    },
    {
      heading: 'Mankhwala',
      blocks: [
        [
          'Sungani tchati chosavuta cha mankhwala aliwonse, mlingo wake ndi nthawi zake, ndipo chongani nthawi iliyonse mukapereka mankhwala',
          'Perekani mankhwala ndendende monga mmene analembera, ndipo malizitsani mankhwala monga maantibayotiki',
          'Musasiye kapena kusintha mankhwala osafunsa wogwira ntchito za umoyo',
          'Sungani mankhwala pouma, pozizira ndi pamene ana sangafike',
        ],
      ],
    },
    {
      heading: 'Letsani matenda kufalikira',
      blocks: [
        "Sambani m'manja ndi sopo ndi madzi aukhondo musanakhudze wodwala ndi mukamaliza, pogwira chakudya kapena mankhwala, ndi posintha zomangira zilonda kapena zofunda. Valani magolovesi pogwira magazi, zilonda ndi madzi a m'thupi, ndipo tayani magolovesi ndi zomangira zogwiritsidwa ntchito motetezeka. Chapani zofunda ndi zovala za wodwala padera m'madzi otentha a sopo zikadetsedwa.",
      ],
    },
    {
      heading: 'Kumasuka ndi kusamalira khungu',
      blocks: [
        'Wodwala amene amagona pabedi nthawi yaitali angapeze zilonda zogonera (pressure sores), zilonda zopweteka pamene thupi limakanikiza pabedi.',
        [
          'Thandizani wodwala kusintha mmene wagonera pafupifupi maola awiri aliwonse, usana ndi usiku',
          'Mapepala a pabedi akhale aukhondo, ouma ndi opanda nyenyeswa kapena makwinya',
          "Onani zidendene, m'chiuno, msana ndi zigongono tsiku lililonse ngati pali khungu lofiira kapena losweka",
          "Thandizani wodwala kukhala tsonga, kuimirira kapena kuyenda pang'ono tsiku lililonse ngati wogwira ntchito za umoyo avomereza",
        ],
      ],
    },
    {
      heading: 'Chakudya ndi zakumwa',
      blocks: [
        "Perekani chakudya pang'ono kawirikawiri, ndi madzi aukhondo ambiri pokhapokha ngati dokotala waletsa kumwa kwambiri. Tsatirani zakudya zapadera zilizonse, mwachitsanzo mchere wochepa kwa kuthamanga kwa magazi (high blood pressure) kapena shuga wochepa kwa matenda a shuga (diabetes). Ngati kumeza kuli kovuta, zakudya zofewa monga phala, ndiwo zamasamba zophwanyidwa ndi msuzi ndi zosavuta komanso zotetezeka. Wophika amene amakonza chakudya cha wodwala angathandize banja likakhala lotanganidwa kwambiri.",
      ],
    },
    {
      heading: 'Dziwani zizindikiro za ngozi',
      blocks: [
        'Itanani wogwira ntchito za umoyo kapena pitani ku chipatala ngati wodwala ali ndi ululu watsopano kapena wokulirapo, kutentha thupi kwambiri, kuvutika kupuma, kusokonezeka maganizo, chilonda chofiira, chotentha kapena chonunkha, ngati sangathe kudya kapena kumwa, kapena ngati chilichonse chikukudetsani nkhawa. Khulupirirani mtima wanu ngati mukuona kuti chinachake sichili bwino.',
      ],
    },
    {
      heading: 'Samalirani wosamalira',
      blocks: [
        "Kusamalira tsiku ndi tsiku kumatopetsa. Gawanani ntchito pakati pa achibale, landirani thandizo kuchokera kwa anansi ndi ku tchalitchi kapena magulu a m'dera, ndipo muzipuma nthawi zonse. Wosamalira odwala kunyumba wophunzitsidwa kwa masiku kapena usiku wina angapatse banja mpumulo ndi kubweretsa luso monga kunyamula wodwala motetezeka ndi kusamalira zilonda. Simungasamalire munthu bwino ngati inuyo mwatopa kwambiri.",
      ],
    },
  ],
};
