import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Umuntu uusunga abana benu nangu abafyashi benu aba nga wa mu lupwa mu bumi bwenu bwa cila bushiku. Ukubomfya inshita panono pa cila ntambo ya kusala kasunga kukamupususha amasakamika pa numa, imwe pamo na kasunga.',
  sections: [
    {
      heading: 'Lembeni ifyo mulefwaya',
      blocks: [
        "Ilyo tamulalanda na muntu, pingulenipo incito iyo ili ya cine. Kasunga wa kanya, kasunga uusunga abana ba ku sukulu no kubomba incito sha mu ng'anda, na kasunga wa kusunga bamaama pa numa ya bulwele bwa stroke, ni ncito ishapusana sana, kabili shilekabila amano ayapusana.",
        [
          'Uwo akasungwa, ne myaka yakwe nangu ifyo umubili wakwe ulekabila',
          "Inshiku ne nshita sha kubomba, kabili nga kasunga akalaala mu ng'anda yenu nangu akalabwelela ku ng'anda yakwe",
          "Incito sha mu ng'anda, ukuipika nangu ukutensha motoka ifili mu ncito",
          'Indimi kasunga alingile ukulanda no lupwa lwenu',
          'Umushahara mwingapeela (belengeni intanshi ilyashi lyesu pa mushahara uwalungama)',
        ],
      ],
    },
    {
      heading: 'Bikeni incito no kubelenga ifilangililo',
      blocks: [
        'Bikeni incito yenu pamo na fyonse ifi, pa kuti ba kasunga abakamwebako baishibe kale ifyo mulefwaya. Belengeni ifilangililo (profiles) bwino bwino: ukubomba na bana ba myaka imo ine, amasambililo pamo nga ukwafwilisha mu bwangu (first aid), ne nshita abantu baikele pa ncito sha kale, fyonse filamweba cimo.',
      ],
    },
    {
      heading: 'Kumanyeni nabo pa menso',
      blocks: [
        "Kumanyeni na bantu abo mwatemwa sana, cingawama ukubakumanya ku ng'anda yenu, kabili lekeni bamone abana nangu umuntu uo bakasunga. Ipusheni imipusho iilanga ifyo batontonkanya, te fyo fyeka babombele:",
        [
          'Kuti mwacita shani nga akanya kakaba sana umubili kabili tamwansanga pa foni?',
          'Kuti mwacita shani ku mwana uunono uukaana ukulya nangu ukulaala?',
          'Njebeni pa lupwa lumo mwabombelepo. Cinshi incito yapwile?',
          'Cinshi mulefwaya ukufuma kuli kabomfya pa kuti mubombe bwino sana?',
        ],
        'Moneni ifyo balanda na bana. Ukutemwa, ukushipikisha no kutekanya fyacindama ukucila icasuko icawama sana.',
      ],
    },
    {
      heading: 'Pimeni ilyo tamulapingula',
      blocks: [
        "Ipusheni ukumona icitupa ca NRC (National Registration Card) nangu pasipoti ya kasunga, kabili sungeni kopi. Tumeni foni mwebene ku ba kabomfya babili nangu ukucilapo abo abombelepo kale, no kubepusha nga kuti bamubwesha pa ncito. Icipepala ca ba kapokola (police clearance) ne cipepala ca ba dokota ica nomba line filamupeela umutende uwacilapo, maka maka ku ncito sha kwikala mu ng'anda na ku kusunga abalwele.",
        'Indupwa ishingi shilapanga ubushiku bumo nangu umulungu umo uwa kwesha. Lipileni iyi nshita ya kwesha: ni ncito ya cine, kabili ukutampa bwino kulakuula icisumino.',
      ],
    },
    {
      heading: 'Sumineni pa fipimo mu kulemba',
      blocks: [
        'Nga mwasala, lembeni umushahara, inshita sha kubomba, incito, inshiku sha kutuusha ne nshita ya kulanga ilyo incito ikapwa mu cipangano cinono ica kulemba, icasainwa na imwe bonse babili. Ilyashi lyesu pa fipangano fya kulemba lilalondolola ifya kulembamo.',
      ],
    },
    {
      heading: 'Pangeni imilungu ya ntanshi ukuwama',
      blocks: [
        "Bomfyeni inshita ukulanga kasunga ing'anda yenu, imibombele yenu ya cila bushiku, ne ncende mubika icipao ca kwafwilisha mu bwangu (first aid). Lembeni inambala sha foni ishacindama, ifyo abana tabafwile ukulya nangu ukubomfya (allergies), ne mibombele ya bana ya cila bushiku. Ku ntanshi landeni nankwe pa numa ya nshiku ishinono: amafya ayanono yalaanguka ukulungika bwangu. Kasunga uuleumfwa ukucindikwa kabili uwaishiba bwino kuti aikalilila pa ncito, kabili ukwikalikilila kuli bupe busuma sana ubo mwingapeela umwana.",
      ],
    },
  ],
};
