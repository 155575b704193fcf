import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Onse uusunga akanya nangu umwana uunono alingile ukwishiba ifya kulaalika akanya bwino mu mutende ne fya kucita mu maminiti ya kubalilapo aya bwafya. Ili peji lya kwibukisha fye, te lya kupyana amasambililo ya kwafwilisha mu bwangu (first aid), kabili talipyana ukufunda kwa ba nesi nangu ba dokota.',
  sections: [
    {
      heading: 'Ukulaala bwino kwa tunya',
      blocks: [
        [
          'Lyonse laalikeni akanya pa numa, akasuba na bushiku',
          'Bomfyeni umatilesi nangu impasa iyakosa kabili iyalinganya, ukwabula imisawo, ifyangalo ifyanaka nangu amabulangeti ayatitikala',
          'Sungeni akanya mupepi, mu cipinda cenu, lelo pa ncende yako iya kulaalapo',
          'Mwileka akanya ukulaala mupepi no mukalamba uwanwa ubwalwa, uwapeepa fwaka nangu uwanwa umuti uulenga ukwanasha',
          "Bomfyeni mosquito net iyabikwamo umuti wa kwipaya imung'wing'wi pa ncende ya kulaalapo",
          'Sungeni akanya ukukaba lelo te ukukaba sana: icakufwala cimo icinono ukucila ico umukalamba alekabila cilakumana',
        ],
      ],
    },
    {
      heading: 'Ukukakatilwa mu mukoshi',
      blocks: [
        'Nga umwana alekosola sana, mulekeni atwalilile ukukosola. Nga tengakosola, ukulila nangu ukupema:',
        [
          'Ku kanya akashilafika umwaka umo: laalikeni akanya pa kuboko kwenu nangu pa tanta lyenu, icinso cakako cilolele pa nshi, umutwe pa nshi, no kukapama mu numa mu maka ukufika ku miku isano pa kati ka mabeya. Nga tacabombele, alulileni akanya, icinso cilolele pa muulu, no kukatinikisha pa cifuba ukufika ku miku isano ne minwe ibili pa kati ka cifuba.',
          'Ku mwana uwacila umwaka umo: mupameni ukufika ku miku isano pa numa, lyene mutinikisheni pa nda ukufika ku miku isano, ukukulila ku mukati na ku muulu pa muulu fye wa mutoto.',
          'Nga icintu tacafuma, itaneni ubwafwilisho bwa mu bwangu kabili twalilileni ukubwekeshapo ifi.',
        ],
      ],
    },
    {
      heading: 'Ukupya ku mulilo na ku menshi ayakaba',
      blocks: [
        'Talalikeni apo papya mu menshi ayatalala kabili ayasanguluka ayalekonkoloka pa maminiti 20 bwangu nga fintu mwingacikwanisha. Fumyeni ifyakufwala ifyakakila ne fya kuyemfya ifili mupepi kano nga fyakakatila. Fimbeni bwino bwino ne pulasitiki iyasuma (cling film) nangu ichola ca pulasitiki icasuma. Te kuti mubike butala, amafuta, toothpaste nangu imiti ya mu mpanga pa cilonda ca kupya. Sendeni umwana ku kiliniki nga apo papya ni pakalamba ukucila icipi ca kuboko kwa mwana, nga papya ku menso, ku minwe nangu pa fiseba (private parts), nangu nga tamwaishiba bwino.',
      ],
    },
    {
      heading: 'Ukukaba kwa mubili',
      blocks: [
        'Mu ncende umuli malaria, umwana uukaba umubili alingile ukupimwa ubushiku bumo bwine ku kiliniki nangu kuli kabomba wa bumi mu cifulo (community health worker). Mulenwesha umwana, mufwikeni ifyakufwala ifyapepuka, kabili peeleni umuti wa kucefya ukukaba fye ifyo kabomba wa bumi nangu icipao ca muti calanda ukulingana ne myaka no bufinde bwa mwana.',
      ],
    },
    {
      heading: 'Ukupolomya',
      blocks: [
        'Ubwafya bwa kupolomya kulufya amenshi mu mubili. Twalilileni ukonsha, peeleni ORS (oral rehydration salts) iyasakanishiwa fye ifyo icipao calanda, pa tunwa utunono, kabili ipusheni kabomba wa bumi pa mapilisi ya zinc. Sambeni iminwe ne sopo lyonse pa numa ya kwalula ichola ca mwana (nappy).',
      ],
    },
    {
      heading: 'Fwayeni ubwafwilisho bwangu nga umwana',
      blocks: [
        [
          'Tengakwanisha ukunwa nangu ukonka, nangu aleluka fyonse',
          'Alepalamuka (convulsion), nangu aleanasha sana kabili cilaafya ukumubuusha',
          'Alepema bwangu sana nangu ukupema kulemwafya, nangu imilomo ileba iya bulu',
          'Ni kanya akashilafika imyeshi ibili akakaba umubili nangu panono',
        ],
        'Ifi fishibilo fya bwafya. Yeni ku kiliniki nangu ku cipatala ica mupepi bwangu bwangu, kabili ebeni abafyashi ilyo muleya.',
      ],
    },
  ],
};
