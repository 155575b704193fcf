import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Ngozi zambiri zazikulu za ana aang'ono zimachitikira kunyumba, ndipo zambiri zingapewedwe. Yendani m'nyumba mwanu mutatsika kufika pa msinkhu wa khanda lokwawa, ndipo gwirizanani malamulo awa ndi onse amene amasamalira ana anu.",
  sections: [
    {
      heading: 'Madzi',
      blocks: [
        "Mwana wamng'ono angamire m'madzi a masentimita ochepa chabe, mofulumira komanso mwakachetechete.",
        [
          "Tayani madzi m'zidebe, m'mbale ndi m'mabafa mukangomaliza kugwiritsa ntchito",
          'Phimbani ngoma za madzi, matanki ndi zitsime, ndipo tsekani chitseko cha chimbudzi',
          "Musasiye khanda kapena mwana wamng'ono yekha posamba, ngakhale kwa kanthawi kochepa",
          'Mangani mpanda kapena phimbani maiwe, ma pool ndi ngalande zapafupi ndi nyumba',
        ],
      ],
    },
    {
      heading: 'Moto, kuphika ndi kupsa',
      blocks: [
        [
          'Ana akhale kutali ndi moto wophikira, ma stovu ndi mbaula',
          'Tembenuzirani zogwirira za miphika mkati ndipo ikani zakumwa zotentha pamene ana sangafike',
          'Ikani machesi, malaita ndi makandulo pamwamba',
          'Yesani kutentha kwa madzi osamba ndi chigongono chanu mwana asanalowemo',
        ],
        "Musagwiritse ntchito mbaula ya makala m'chipinda chotsekedwa kapena kuilowetsa m'chipinda chogona kuti mutenthetse. Imatulutsa carbon monoxide, mpweya umene simungauone kapena kuununkhiza, umene ungaphe ana ndi akuluakulu ali m'tulo.",
      ],
    },
    {
      heading: 'Poizoni ndi mankhwala',
      blocks: [
        'Parafini, bleach, mankhwala ophera tizilombo ndi mankhwala ena ndi zina mwa zinthu zimene zimayambitsa poizoni kawirikawiri.',
        [
          "Musasunge parafini kapena mankhwala m'mabotolo kapena m'makapu a zakumwa",
          'Sungani mankhwala, kuphatikizapo mavitamini ndi mankhwala achikhalidwe, otsekera kapena pamwamba',
          'Sungani poizoni wa makoswe ndi mankhwala opopera tizilombo kutali ndi chakudya ndi malo amene ana angafike',
        ],
      ],
    },
    {
      heading: 'Kugwa, kudulidwa ndi kutsamwa',
      blocks: [
        [
          'Musasiye khanda lokha pa bedi, pa tebulo kapena pa sofa',
          'Ikani chipata kapena chotchinga pa masitepe ndipo tsekani mawindo ndi makonde kapena ikanipo chotchinga',
          'Ikani mipeni, malezala ndi magalasi osweka pamene ana sangafike',
          "Zinthu zing'onozing'ono monga ndalama zachitsulo, mikanda, mabatani ndi mabatire zikhale kutali ndi ana osakwana zaka zitatu",
          "Dulani zakudya monga mtedza, mphesa ndi masoseji tizidutswa ting'onoting'ono kwa ana aang'ono",
        ],
      ],
    },
    {
      heading: 'Magetsi ndi panja',
      blocks: [
        "Phimbani masoketi amene simugwiritsa ntchito, ikani zingwe ndi ma chaja a foni kutali ndi manja aang'ono, ndipo musalole ana kusewera pafupi ndi mawaya a magetsi kapena mawaya odulika. Panja, onani pabwalo ngati pali zitsulo zakuthwa, maenje otseguka ndi njoka, ndipo tsekani chipata kuti ana aang'ono asayende kulowa mumsewu.",
      ],
    },
    {
      heading: 'Anthu ndi malamulo',
      blocks: [
        'Gwirizanani ndi wosamalira wanu amene angatenge ana, amene angabwere kudzacheza ndi zochita ngati mlendo wabwera pa chipata. Ana aphunzire dzina lawo lonse ndi nambala ya foni ya kholo akangotha.',
        "Lembani manambala a ngozi, a chipatala chapafupi ndi a mnansi wodalirika pafupi ndi foni ndipo asungeni mu foni iliyonse ya m'nyumba, ndipo sungani bokosi la chithandizo choyamba (first aid) pamene akuluakulu angalipeze msanga. Werengani nkhani yathu ya chithandizo choyamba ndipo ganizirani za maphunziro afupiafupi a first aid kwa onse amene amasamalira ana anu.",
      ],
    },
  ],
};
