import PSGDemo
import Rendering
import Testing

@Suite struct PlayerFilterNameTests {
  @Test func commandNamesAndLabelsInBothLanguages() {
    let table = PlayerFilter.allCases.map {
      "\($0.number) \($0.commandName) | \(DemoStrings(.english).label(of: $0)) | \(DemoStrings(.french).label(of: $0))"
    }
    #expect(
      table.joined(separator: "\n") == """
        1 none | None | Aucun
        2 goalkeepers | Goalkeepers | Gardiens de but
        3 defenders | Defenders | Défenseurs
        4 midfielders | Midfielders | Milieux
        5 forwards | Forwards | Attaquants
        6 academy | Academy graduates | Formés au club
        7 number | By number | Par numéro
        8 alphabetical | Alphabetical | Ordre alphabétique
        """)
  }

  @Test(arguments: [
    ("none", PlayerFilter.none), ("aucun", .none), ("goalkeepers", .goalkeepers),
    ("gardiens", .goalkeepers), ("Gardiens de but", .goalkeepers), ("defenders", .defenders),
    ("défenseurs", .defenders), ("defenseurs", .defenders), ("DÉFENSEURS", .defenders),
    ("midfielders", .midfielders), ("milieux", .midfielders), ("forwards", .forwards),
    ("attaquants", .forwards), ("academy", .academy), ("formés", .academy),
    ("formés au club", .academy),
    ("formes-au-club", .academy), ("formation", .academy), ("academie", .academy),
    ("Académie", .academy), ("number", .byNumber), ("numéro", .byNumber),
    ("numero", .byNumber), ("by number", .byNumber), ("Par numéro", .byNumber),
    ("alphabetical", .alphabetical), ("alphabétique", .alphabetical),
    ("alphabetique", .alphabetical), ("ALPHABETICAL", .alphabetical),
  ])
  func findsFilterByName(name: String, expected: PlayerFilter) {
    #expect(PlayerFilter(name: name) == expected)
  }

  @Test(arguments: ["", "strikers", "goal", "numbers please", "9", "alpha"])
  func rejectsUnknownNames(name: String) {
    #expect(PlayerFilter(name: name) == nil)
  }

  @Test func everyCommandNameAndLabelFindsItsFilter() {
    for filter in PlayerFilter.allCases {
      #expect(PlayerFilter(name: filter.commandName) == filter)
      #expect(PlayerFilter(name: DemoStrings(.english).label(of: filter)) == filter)
      #expect(PlayerFilter(name: DemoStrings(.french).label(of: filter)) == filter)
    }
  }
}
