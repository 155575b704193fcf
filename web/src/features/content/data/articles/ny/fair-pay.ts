import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Kulipira wosamalira moyenera si lamulo lokha; ndi njira yabwino kwambiri yosungira munthu wabwino. Wosamalira amene angathe kulipira lendi, kudyetsa ana ake ndi kukonzekera za m'tsogolo amakhala wodekha ndipo amadzipereka kwambiri pa ntchito.",
  sections: [
    {
      heading: 'Yambani ndi malipiro ochepera a lamulo',
      blocks: [
        "Ku Zambia, malipiro ndi mfundo zazikulu za ntchito za antchito a m'nyumba, kuphatikizapo olera ana, ogwira ntchito za m'nyumba, ophika ndi osamalira odwala kunyumba, zimaikidwa ndi lamulo la malipiro ochepera ndi mfundo za ntchito za antchito a m'nyumba (minimum wages and conditions of employment order), lopangidwa pansi pa malamulo a ntchito a dziko. Lamuloli limaika malipiro ochepera a pa mwezi ndipo lingathenso kuika ndalama zowonjezera ndi malamulo a maola, tchuthi ndi nthawi yowonjezera (overtime).",
        "Ndalamazi zimasinthidwa nthawi ndi nthawi, choncho nthawi zonse onani lamulo lomwe lilipo pano (current statutory order) musanagwirizane malipiro. Unduna wa Ministry of Labour and Social Security ndi ofesi ya ntchito yapafupi angakuuzeni zimene zikugwira ntchito lero. Malipiro ochepera ndi pansi penipeni, osati cholinga: kulipira pang'ono kuposa pamenepo n'kuphwanya lamulo, ndipo kulipira ochepera okha sikusunga kawirikawiri wosamalira wodziwa ntchito.",
        "M'maiko ena a mu Africa malamulo ndi osiyana, koma ambiri ali ndi malipiro ochepera kapena lamulo la ntchito za m'nyumba. Funsani unduna wa ntchito musanapereke malipiro.",
      ],
    },
    {
      heading: 'Malipiro oyenera amaoneka bwanji',
      blocks: [
        'Kupitirira malipiro ochepera, malipiro nthawi zambiri amatsatira ntchito ndi munthu amene akuigwira:',
        [
          'Luso, maphunziro ndi ziphaso, monga chithandizo choyamba (first aid) kapena maphunziro a unamwino',
          'Chiwerengero ndi zaka za ana, kapena zosowa za wodwala',
          'Ntchito zowonjezera monga kuphika, kuyendetsa galimoto kapena kusamalira usiku',
          'Maola ambiri kapena achilendo, kugona kunyumba ya abwana ndi kuyenda ndi banja',
        ],
        'Chipinda ndi chakudya cha wosamalira wogona kunyumba ndi mbali ya ntchito, osati chifukwa cholipira pansi pa malipiro ochepera. Musachotse ndalama zake pa malipiro pokhapokha ngati lamulo lomwe lilipo limalola momveka bwino.',
      ],
    },
    {
      heading: 'Lipirani pa nthawi, nthawi zonse',
      blocks: [
        "Gwirizanani tsiku lolipira ndipo mulisunge. Kulipira kudzera ku banki kapena mobile money kumasiya umboni kwa nonse awiri; ngati mulipira ndalama m'manja, lembani kalata yaing'ono ya malipiro (payslip) yosonyeza mwezi, ndalama ndi ndalama zowonjezera, ndipo pemphani wosamalira kusaina kopi yanu.",
        'Musamaletse malipiro ngati chilango kapena kuletsa munthu kuchoka. Ngati pali vuto pa ntchito, kambiranani momasuka.',
      ],
    },
    {
      heading: 'Nthawi yowonjezera, tchuthi ndi zopereka',
      blocks: [
        'Maola owonjezera, masiku a tchuthi a dziko ndi usiku ziyenera kulipidwa monga mmene lamulo ndi pangano lanu zimanenera. Wosamalira alinso ndi ufulu wa masiku opuma ndi tchuthi cha pachaka cholipidwa.',
        "Abwana ku Zambia akuyembekezeredwa kulembetsa antchito awo ku National Pension Scheme Authority (NAPSA) ya ndalama za ukalamba, ndi ku National Health Insurance Management Authority (NHIMA) ya inshuwalansi ya umoyo, ndi kulipira zopereka. Izi zimateteza wosamalira akakalamba ndi akadwala. Funsani ofesi iliyonse mmene mungalembetsere wantchito wa m'nyumba.",
      ],
    },
    {
      heading: 'Onaninso malipiro chaka chilichonse',
      blocks: [
        "Mitengo imakwera chaka chilichonse. Khalani pansi kamodzi pa chaka, kambiranani mmene ntchito yayendera ndipo gwirizanani kuonjezera. Kuonjezera pang'ono nthawi zonse kumauza wosamalira kuti amayamikiridwa, ndipo kumawononga ndalama zochepa kwambiri kuposa kufunafuna ndi kuphunzitsa munthu wina.",
      ],
    },
  ],
};
