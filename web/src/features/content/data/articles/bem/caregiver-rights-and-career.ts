import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Ukusunga abana, abalwele na bakote ni ncito ya mano kabili iyacindama. Mwakwata insambu pa ncito, kabili nga mwakonka inshila shalinga kuti mwakuula incito iilipila bwino kabili iimupeela ukusala ukwingi.',
  sections: [
    {
      heading: 'Insambu shenu pa ncito',
      blocks: [
        "Mu Zambia, ababomfi ba mu ng'anda, pamo na ba kasunga ba bana, ababomba incito sha mu ng'anda, abaipika na abasunga abalwele ku ng'anda, bacingililwa na mafunde ya ncito na mafunde ya mushahara uunono ne fipimo fya ncito ku babomfi ba mu ng'anda. Indalama shilaaluka limo limo, e ico pimeni amafunde ya nomba (current statutory order) ku Ministry of Labour and Social Security nangu ku ofesi ya ncito. Ukulanda fye, kuti mwaenekela:",
        [
          'Nangu umushahara uunono uwa mu mafunde, uulipilwa wonse kabili pa nshita',
          'Icipangano ica kulemba icalanda incito shenu, inshita, umushahara ne nshita ya kulanga',
          'Inshiku sha kutuusha, inshiku sha kutuusha isha calo, ubutuusho bwa cila mwaka ubwa kulipilwa no butuusho bwa bulwele',
          'Ukulipilwa pa nshita sha kucilapo isho mwasuminepo',
          'Ukulembeshiwa ku ndalama sha mu bukote (NAPSA) na ku nshita ya kulwala (NHIMA)',
          'Incende ya ncito iya mutende no kucindikwa',
        ],
      ],
    },
    {
      heading: 'Icingilileni',
      blocks: [
        [
          'Sungeni mwebene icitupa cenu ca NRC, pasipoti ne cipangano. Takuli kabomfya uwalingile ukufisunga',
          'Lembeni inshita mwabomba no mushahara mwapokelela cila mweshi',
          'Ipusheni ukulipilwa ukupitila mu banki nangu mobile money pa kuti pabe ubushinino',
          "Ebeni umuntu uo mucetekela uko mubomba, maka maka nga mwikala mu ng'anda ya kabomfya",
        ],
        'Takuli umuntu uwakwata insambu sha kumuuma, ukumutinya, ukumucusha mu fya bucende nangu ukumwisalila. Nga ici cacitika, fumenipo nga mwingacikwanisha kabili yeni ku ba kapokola nangu ku ofesi ya ncito. Umushahara ushalipilwe no kufumishiwa pa ncito ukwabula umulandu kuti fyashimikwa ku ofesi ya ncito, iyo ipeela ukufunda ukwabula ukulipila.',
      ],
    },
    {
      heading: 'Kusheni amano yenu',
      blocks: [
        'Indupwa shilalipila ukucilapo ba kasunga abakwata ubushinino bwa mano yabo. Ncende shisuma sha kutampilapo ni:',
        [
          'Amasambililo ya kwafwilisha mu bwangu (first aid), maka maka aya tunya na bana',
          'Ukulesha amalwele ukusalangana no kusamba iminwe, ku kusunga abalwele',
          'Ukukula kwa bana no kufunda abana ukwabula ukuuma',
          'Ukusunga abakwata ubulwele bwa kulaba (dementia) no kusunga abakote',
          'Ifya kulya ifisuma no kuipikila abana na balwele',
        ],
        'Amasambililo ayengi ayasuma yaba ya fye kabili kuti yasambililwa pa foni. Moneni ipeji lyesu lya masambililo pa kumona ayasuma sana, kabili sungeni cila cipepala ca bushinino mwapokelela.',
      ],
    },
    {
      heading: 'Pangeni icilangililo cenu',
      blocks: [
        'Icilangililo (profile) icapwililika icakwata icikope icamoneka bwino, ifyo mwabombelepo, indimi ne fipepala fya masambililo ifyabikwapo cilaleta incito ishingi. Ipusheni cila kabomfya kalata inono ya bushinino (reference) ilyo incito yapwa bwino, kabili sungeni inambala sha ndupwa ishatemwa ukumulandilako.',
      ],
    },
    {
      heading: 'Saleni inshila',
      blocks: [
        "Nga mwakwata ukwishiba no kusambilila kuti mwaya ku ncito shilipila bwino: kasunga wa banamayo abafyala (maternity nurse), kasunga wa bana abakwata ubulema, kasambilisha wa bana abanono (early years), kasambilisha wa ku ng'anda (governess), nangu kasunga wa balwele ku ng'anda na ku cipatala. Ba kasunga bamo balaya ku kusambilila ubu nesi nangu ubu kasambilisha, nangu ukutendeka ibizinesi lyabo ilya kusunga abana nangu ilya kuipika. Bikeni icakufikapo ku mwaka uleisa, sungeni indalama panono ukufuma pa cila mushahara, kabili sambilileni isambililo limo lipya pa nshita.",
      ],
    },
  ],
};
