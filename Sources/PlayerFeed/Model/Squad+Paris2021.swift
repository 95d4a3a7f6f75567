extension Squad {
  /// The Paris Saint-Germain squad of the 2021-22 season: 35 players in the feed's order,
  /// goalkeepers first, then defenders, midfielders and forwards.
  ///
  /// Heights, weights, goals and matches are those the club published at the start of the
  /// season; countries are in English.
  ///
  /// ```swift
  /// Squad.paris2021.count                                  // 35
  /// Squad.paris2021.filter(\.isAcademyGraduate).count     // 11
  /// ```
  package static let paris2021: [Player] = [
    player(
      1, "Keylor NAVAS", number: 1, country: "Costa Rica",
      height: 185, weight: 80, born: (16, 12, 1986), .goalkeeper,
      goals: 0, matches: 90, academy: false, photo: "33311/hero_21-22_navas.png"),
    player(
      2, "Sergio RICO", number: 16, country: "Spain",
      height: 196, weight: 90, born: (1, 9, 1993), .goalkeeper,
      goals: 0, matches: 13, academy: false, photo: "184711/hero_21-22_rico.png"),
    player(
      3, "Denis FRANCHI", number: 40, country: "Italy",
      height: 189, weight: 81, born: (22, 2, 2002), .goalkeeper,
      goals: 0, matches: 0, academy: true, photo: "210227/hero_21-22_franchi.png"),
    player(
      4, "Gianluigi DONNARUMMA", number: 50, country: "Italy",
      height: 196, weight: 90, born: (25, 2, 1999), .goalkeeper,
      goals: 0, matches: 7, academy: false, photo: "207152/hero_21-22_donnarumma.png"),
    player(
      5, "Alexandre LETELLIER", number: 60, country: "France",
      height: 193, weight: 93, born: (11, 10, 1990), .goalkeeper,
      goals: 0, matches: 0, academy: true, photo: "187968/hero_21-22_letellier.png"),
    player(
      6, "Achraf HAKIMI", number: 2, country: "Morocco",
      height: 181, weight: 73, born: (4, 11, 1998), .rightBack,
      goals: 3, matches: 17, academy: false, photo: "207379/hero_21-22_hakimi.png", .anchored),
    player(
      7, "Presnel KIMPEMBE", number: 3, country: "France",
      height: 183, weight: 77, born: (13, 8, 1995), .centreBack,
      goals: 1, matches: 197, academy: true, photo: "27096/hero_21-22_kimpembe.png"),
    player(
      8, "Sergio RAMOS", number: 4, country: "Spain",
      height: 184, weight: 82, born: (30, 3, 1986), .centreBack,
      goals: 0, matches: 0, academy: false, photo: "207479/hero_21-22_ramos.png", .anchored),
    player(
      9, "MARQUINHOS", number: 5, country: "Brazil",
      height: 183, weight: 75, born: (14, 5, 1994), .centreBack,
      goals: 32, matches: 332, academy: false, photo: "27079/hero_21-22_marquinhos.png"),
    player(
      10, "Juan BERNAT", number: 14, country: "Spain",
      height: 177, weight: 67, born: (1, 3, 1993), .leftBack,
      goals: 6, matches: 76, academy: false, photo: "27087/hero_21-22_bernat.png"),
    player(
      11, "Colin DAGBA", number: 17, country: "France",
      height: 170, weight: 62, born: (9, 9, 1998), .defender,
      goals: 1, matches: 71, academy: true, photo: "27092/hero_21-22_dagba.png"),
    player(
      12, "Layvin KURZAWA", number: 20, country: "France",
      height: 182, weight: 74, born: (9, 9, 1998), .leftBack,
      goals: 14, matches: 153, academy: false, photo: "27089/hero_21-22_kurzawa.png"),
    player(
      13, "Abdou DIALLO", number: 22, country: "Senegal",
      height: 187, weight: 79, born: (4, 5, 1996), .centreBack,
      goals: 0, matches: 67, academy: false, photo: "27789/hero_21-22_diallo.png", .uncropped),
    player(
      14, "Thilo KEHRER", number: 24, country: "Germany",
      height: 186, weight: 76, born: (21, 9, 1996), .defender,
      goals: 2, matches: 103, academy: false, photo: "27097/hero_21-22_kehrer.png"),
    player(
      15, "Nuno MENDES", number: 25, country: "Portugal",
      height: 176, weight: 70, born: (19, 6, 2002), .leftBack,
      goals: 0, matches: 11, academy: false, photo: "210081/hero_21-22_mendes.png"),
    player(
      16, "El Chadaille BITSHIABU", number: 31, country: "France",
      height: 196, weight: 100, born: (16, 5, 2005), .centreBack,
      goals: 0, matches: 0, academy: true, photo: "208261/hero_21-22_bitshiabu.png"),
    player(
      17, "Teddy ALLOH", number: 32, country: "France",
      height: 182, weight: 74, born: (23, 1, 2002), .leftBack,
      goals: 0, matches: 0, academy: true, photo: "210210/hero_21-22_alloh.png"),
    player(
      18, "Marco VERRATTI", number: 6, country: "Italy",
      height: 165, weight: 50, born: (5, 11, 1992), .midfielder,
      goals: 9, matches: 352, academy: false, photo: "27080/hero_21-22_verratti.png"),
    player(
      19, "Leandro PAREDES", number: 8, country: "Argentina",
      height: 180, weight: 75, born: (29, 6, 1994), .midfielder,
      goals: 2, matches: 92, academy: false, photo: "27082/hero_21-22_paredes.png"),
    player(
      20, "Ángel DI MARÍA", number: 11, country: "Argentina",
      height: 180, weight: 75, born: (14, 2, 1998), .attackingMidfielder,
      goals: 89, matches: 273, academy: false, photo: "27085/hero_21-22_di-maria.png"),
    player(
      21, "RAFINHA", number: 12, country: "Brazil",
      height: 174, weight: 71, born: (12, 2, 1993), .attackingMidfielder,
      goals: 0, matches: 38, academy: false, photo: "187909/hero_21-22_rafinha.png"),
    player(
      22, "Danilo PEREIRA", number: 15, country: "Portugal",
      height: 188, weight: 83, born: (9, 9, 1991), .defensiveMidfielder,
      goals: 3, matches: 55, academy: false, photo: "187898/hero_21-22_danilo.png"),
    player(
      23, "Georginio WIJNALDUM", number: 18, country: "Netherlands",
      height: 175, weight: 74, born: (23, 1, 2002), .midfielder,
      goals: 2, matches: 13, academy: false, photo: "207153/hero_21-22_wijnaldum.png"),
    player(
      24, "Ander HERRERA", number: 21, country: "Spain",
      height: 182, weight: 71, born: (14, 8, 1989), .midfielder,
      goals: 6, matches: 83, academy: false, photo: "27258/hero_21-22_herrera.png", .uncropped),
    player(
      25, "Julian DRAXLER", number: 23, country: "Germany",
      height: 185, weight: 72, born: (20, 9, 1993), .attackingMidfielder,
      goals: 26, matches: 187, academy: false, photo: "27090/hero_21-22_draxler.png"),
    player(
      26, "Idrissa Gana GUEYE", number: 27, country: "Senegal",
      height: 174, weight: 66, born: (26, 9, 1989), .defensiveMidfielder,
      goals: 7, matches: 89, academy: false, photo: "28810/hero_21-22_gueye.png"),
    player(
      27, "Eric Junior DINA-EBIMBE", number: 28, country: "France",
      height: 183, weight: 81, born: (21, 11, 2000), .midfielder,
      goals: 0, matches: 5, academy: true, photo: "210214/hero_21-22_dina-ebimbe.png"),
    player(
      28, "Xavi SIMONS", number: 34, country: "Netherlands",
      height: 168, weight: 58, born: (21, 4, 2003), .midfielder,
      goals: 0, matches: 2, academy: true, photo: "208263/hero_21-22_simons.png"),
    player(
      29, "Ismaël GHARBI", number: 35, country: "France",
      height: 173, weight: 63, born: (10, 4, 2004), .midfielder,
      goals: 0, matches: 1, academy: true, photo: "210222/hero_21-22_gharbi.png"),
    player(
      30, "Édouard MICHUT", number: 38, country: "France",
      height: 178, weight: 65, born: (4, 3, 2003), .midfielder,
      goals: 0, matches: 1, academy: true, photo: "210224/hero_21-22_michut.png"),
    player(
      31, "Nathan BITUMZALA", number: 39, country: "France",
      height: 178, weight: 68, born: (10, 12, 2002), .defensiveMidfielder,
      goals: 0, matches: 1, academy: true, photo: "210207/hero_21-22_bitumazala.png"),
    player(
      32, "Kylian MBAPPÉ", number: 7, country: "France",
      height: 178, weight: 73, born: (20, 12, 1998), .forward,
      goals: 139, matches: 187, academy: false, photo: "27081/hero_21-22_mbappe.png"),
    player(
      33, "Mauro ICARDI", number: 9, country: "Argentina",
      height: 181, weight: 75, born: (19, 2, 1993), .striker,
      goals: 36, matches: 75, academy: false, photo: "33313/hero_21-22_icardi.png"),
    player(
      34, "Neymar Jr.", number: 10, country: "Brazil",
      height: 175, weight: 68, born: (5, 2, 1992), .forward,
      goals: 90, matches: 127, academy: false, photo: "27084/hero_21-22_neymar.png"),
    player(
      35, "Lionel MESSI", number: 30, country: "Argentina",
      height: 169, weight: 67, born: (24, 6, 1987), .forward,
      goals: 3, matches: 8, academy: false, photo: "209025/hero_21-22_messi.png"),
  ]

  /// Where the club's player photos are published.
  private static let photoBase = "https://images.psg.media/media/"

  /// How the club's address of a photo asks for its square, 800 by 800 pixels: about the
  /// middle, for most players.
  private enum Framing: String {
    case centred = "?center=0.5,0.5&mode=crop"
    case anchored = "?anchor=center&mode=crop"
    case uncropped = "?crop=0.0,0.0,0.0,0.0&cropmode=percentage"
  }

  /// A player of the squad, in a compact form that keeps the list readable.
  private static func player(
    _ id: Int, _ name: String, number: Int, country: String, height: Int, weight: Int,
    born: (day: Int, month: Int, year: Int), _ position: Position, goals: Int, matches: Int,
    academy: Bool, photo: String, _ framing: Framing = .centred
  ) -> Player {
    Player(
      id: id, name: name, number: number, country: country, heightCentimetres: height,
      weightKilograms: weight,
      birthDate: BirthDate(day: born.day, month: born.month, year: born.year),
      position: position, goals: goals, matches: matches, isAcademyGraduate: academy,
      photoURL: photoBase + photo + framing.rawValue + "&width=800&height=800&quality=80"
    )
  }
}
