import PSGDemo
import PlayerFeed
import Testing

@Suite struct PlayerFilterTests {
  let squad = Squad.paris2021

  @Test func noneKeepsEveryPlayerInFeedOrder() {
    #expect(PlayerFilter.none.apply(to: squad) == squad)
  }

  @Test func lineFiltersKeepFeedOrder() {
    let names = { (filter: PlayerFilter) in filter.apply(to: squad).map(\.name) }
    #expect(
      names(.goalkeepers) == [
        "Keylor NAVAS", "Sergio RICO", "Denis FRANCHI", "Gianluigi DONNARUMMA",
        "Alexandre LETELLIER",
      ])
    #expect(
      names(.defenders) == [
        "Achraf HAKIMI", "Presnel KIMPEMBE", "Sergio RAMOS", "MARQUINHOS", "Juan BERNAT",
        "Colin DAGBA", "Layvin KURZAWA", "Abdou DIALLO", "Thilo KEHRER", "Nuno MENDES",
        "El Chadaille BITSHIABU", "Teddy ALLOH",
      ])
    #expect(names(.midfielders).count == 14)
    #expect(names(.midfielders).first == "Marco VERRATTI")
    #expect(names(.midfielders).last == "Nathan BITUMZALA")
    #expect(names(.forwards) == ["Kylian MBAPPÉ", "Mauro ICARDI", "Neymar Jr.", "Lionel MESSI"])
  }

  @Test func academyKeepsFeedOrder() {
    #expect(
      PlayerFilter.academy.apply(to: squad).map(\.name) == [
        "Denis FRANCHI", "Alexandre LETELLIER", "Presnel KIMPEMBE", "Colin DAGBA",
        "El Chadaille BITSHIABU", "Teddy ALLOH", "Eric Junior DINA-EBIMBE", "Xavi SIMONS",
        "Ismaël GHARBI", "Édouard MICHUT", "Nathan BITUMZALA",
      ])
  }

  @Test func byNumberSortsByShirtNumber() {
    let sorted = PlayerFilter.byNumber.apply(to: squad)
    #expect(sorted.count == 35)
    #expect(
      sorted.prefix(8).map { "\($0.number) \($0.name)" } == [
        "1 Keylor NAVAS", "2 Achraf HAKIMI", "3 Presnel KIMPEMBE", "4 Sergio RAMOS",
        "5 MARQUINHOS", "6 Marco VERRATTI", "7 Kylian MBAPPÉ", "8 Leandro PAREDES",
      ])
    #expect(sorted.map(\.number) == sorted.map(\.number).sorted())
    #expect(sorted.last?.name == "Alexandre LETELLIER")
  }

  @Test func byNumberKeepsFeedOrderForEqualNumbers() {
    let twins = [player("B", number: 9), player("A", number: 9), player("C", number: 1)]
    #expect(PlayerFilter.byNumber.apply(to: twins).map(\.name) == ["C", "B", "A"])
  }

  @Test func byNumberKeepsFeedOrderForManyEqualNumbers() {
    // Enough players for the standard sort's merge runs, each number shared by ten of them.
    let crowd = (0..<200).map { player("P\($0)", number: $0 % 20) }
    let sorted = PlayerFilter.byNumber.apply(to: crowd)
    let expected = (0..<20).flatMap { number in
      stride(from: number, to: 200, by: 20).map { "P\($0)" }
    }
    #expect(sorted.map(\.name) == expected)
  }

  @Test func alphabeticalKeepsFeedOrderForNamesThatFoldAlike() {
    let twins = [player("ÉLA", number: 1), player("ela", number: 2), player("Ela", number: 3)]
    #expect(PlayerFilter.alphabetical.apply(to: twins).map(\.number) == [1, 2, 3])
  }

  @Test func alphabeticalIgnoresCaseAndAccents() {
    #expect(
      PlayerFilter.alphabetical.apply(to: squad).map(\.name) == [
        "Abdou DIALLO", "Achraf HAKIMI", "Alexandre LETELLIER", "Ander HERRERA",
        "Ángel DI MARÍA", "Colin DAGBA", "Danilo PEREIRA", "Denis FRANCHI", "Édouard MICHUT",
        "El Chadaille BITSHIABU", "Eric Junior DINA-EBIMBE", "Georginio WIJNALDUM",
        "Gianluigi DONNARUMMA", "Idrissa Gana GUEYE", "Ismaël GHARBI", "Juan BERNAT",
        "Julian DRAXLER", "Keylor NAVAS", "Kylian MBAPPÉ", "Layvin KURZAWA", "Leandro PAREDES",
        "Lionel MESSI", "Marco VERRATTI", "MARQUINHOS", "Mauro ICARDI", "Nathan BITUMZALA",
        "Neymar Jr.", "Nuno MENDES", "Presnel KIMPEMBE", "RAFINHA", "Sergio RAMOS",
        "Sergio RICO", "Teddy ALLOH", "Thilo KEHRER", "Xavi SIMONS",
      ])
  }

  @Test func alphabeticalSortsAccentedCapitalsAsTheirLetter() {
    let players = [player("zoé"), player("Émile"), player("eric"), player("Zack"), player("Eve")]
    #expect(
      PlayerFilter.alphabetical.apply(to: players).map(\.name) == [
        "Émile", "eric", "Eve", "Zack", "zoé",
      ])
  }

  @Test func playersWithAnUnknownPositionBelongToNoLine() {
    var libero = player("Libero")
    libero.position = .unknown("Libéro")
    for filter in [PlayerFilter.goalkeepers, .defenders, .midfielders, .forwards] {
      #expect(filter.apply(to: [libero]).isEmpty)
    }
    #expect(PlayerFilter.none.apply(to: [libero]) == [libero])
  }

  @Test func casesAreTheOriginalAppsEightFiltersInOrder() {
    #expect(PlayerFilter.allCases.map(\.number) == Array(1...8))
    #expect(PlayerFilter(number: 1) == PlayerFilter.none)
    #expect(PlayerFilter(number: 8) == .alphabetical)
    #expect(PlayerFilter(number: 0) == nil)
    #expect(PlayerFilter(number: 9) == nil)
  }

  private func player(_ name: String, number: Int = 1) -> Player {
    Player(
      id: number, name: name, number: number, country: "France", heightCentimetres: 180,
      weightKilograms: 75, birthDate: BirthDate(day: 1, month: 1, year: 2000),
      position: .midfielder, goals: 0, matches: 0, isAcademyGraduate: false, photoURL: "")
  }
}
