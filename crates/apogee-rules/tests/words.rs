//! Words for people, pinned by insta snapshots and scanned for `Debug` text:
//! the board of a seat and of the spectator, the legal actions as sentences
//! with the full text of what they refer to, the card sheet, and the
//! narration (setup included), at states of the recorded 3-player game
//! (`tests/data/three_players_seed42.actions`): setup (the Director
//! choice), a Construction to choose (a pending decision inside a step), an
//! R&D card to keep, a Director's turn mid-game, and game over; and a solo
//! game with its Solo Mission.

use std::fmt::Write as _;

use apogee_rules::cardgame_core::golden::parse_actions;
use apogee_rules::cardgame_core::testkit::random_playout;
use apogee_rules::cardgame_core::testkit::words::{assert_for_people, debug_text, BOARD_WIDTH};
use apogee_rules::cardgame_core::{Audience, Describe, EventSink};
use apogee_rules::{
    Action, Apogee, Config, Event, Game, Mission, Pending, PlayerId, SoloMission, Viewer,
};

const THREE_PLAYERS: &str = include_str!("data/three_players_seed42.actions");

/// The recorded game's config and actions.
fn recorded() -> (Config, Vec<(PlayerId, Action)>) {
    let config = Config::new(3).with_mission(Mission::M1).with_turn_cap(8);
    (
        config,
        parse_actions(THREE_PLAYERS).expect("a golden action file"),
    )
}

/// The recorded game after its first `n` actions.
fn after(n: usize) -> Apogee {
    let (config, actions) = recorded();
    let mut g = Apogee::new(&config, 42).expect("setup");
    for (p, a) in actions.iter().take(n) {
        g.apply(*p, a).expect("recorded action");
    }
    g
}

/// The first step of the recorded game at which `pending` holds.
fn first(pending: impl Fn(&Pending) -> bool) -> usize {
    let (_, actions) = recorded();
    (0..actions.len())
        .find(|&n| pending(&after(n).raw().pending))
        .expect("the recorded game reaches that decision")
}

/// What a person at the seat to act sees: the board, the numbered actions
/// as sentences, and the full text behind the recorded choice (`?N`).
fn seat_view(g: &Apogee, chosen: Option<&Action>) -> String {
    let mut out = String::new();
    let Some(seat) = g.to_act().first() else {
        let _ = write!(out, "{}", g.observe(Viewer::Seat(PlayerId(1))));
        return out;
    };
    let _ = writeln!(out, "{}", g.observe(Viewer::Seat(seat)));
    let legal = g.legal_actions(seat);
    let _ = writeln!(out, "{seat}, choose:");
    for (i, a) in legal.iter().enumerate() {
        let _ = writeln!(out, "  {:>2}. {}", i + 1, g.action_sentence(seat, a));
    }
    if let Some(a) = chosen {
        let n = legal.iter().position(|l| l == a).map_or(0, |i| i + 1);
        let _ = writeln!(out, "\n?{n} ({a}):");
        out.push_str(&g.action_explanation(seat, a));
    }
    out
}

fn state_views(n: usize) -> (String, String) {
    let g = after(n);
    let (_, actions) = recorded();
    let chosen = actions.get(n).map(|(_, a)| a);
    (
        seat_view(&g, chosen),
        g.observe(Viewer::Spectator).to_string(),
    )
}

#[test]
fn words_at_setup() {
    let (seat, spectator) = state_views(0);
    assert!(seat.contains("YOUR TWO DEALT MISSION DIRECTORS"), "{seat}");
    insta::assert_snapshot!("setup_seat", seat);
    insta::assert_snapshot!("setup_spectator", spectator);
}

#[test]
fn words_while_choosing_a_construction() {
    let n = first(|p| matches!(p, Pending::Build { .. }));
    let (seat, spectator) = state_views(n);
    assert!(seat.contains("Build "), "{seat}");
    insta::assert_snapshot!("construction_seat", seat);
    insta::assert_snapshot!("construction_spectator", spectator);
}

#[test]
fn words_while_keeping_an_rnd_card() {
    let n = first(|p| matches!(p, Pending::KeepRnd(_)));
    let (seat, spectator) = state_views(n);
    assert!(seat.contains("YOUR R&D CARDS DRAWN"), "{seat}");
    insta::assert_snapshot!("keep_rnd_seat", seat);
    insta::assert_snapshot!("keep_rnd_spectator", spectator);
}

#[test]
fn words_in_a_directors_turn_mid_game() {
    let n = (75..)
        .find(|&n| matches!(after(n).raw().pending, Pending::DirectorTurn(_)))
        .expect("a Director's turn");
    let (seat, spectator) = state_views(n);
    insta::assert_snapshot!("mid_game_seat", seat);
    insta::assert_snapshot!("mid_game_spectator", spectator);
}

#[test]
fn words_at_game_over() {
    let (_, actions) = recorded();
    let n = actions.len();
    assert!(after(n).outcome().is_some());
    let (seat, spectator) = state_views(n);
    insta::assert_snapshot!("game_over_seat", seat);
    insta::assert_snapshot!("game_over_spectator", spectator);
}

#[test]
fn words_of_a_solo_game() {
    let config = Config::new(1).with_mission(SoloMission::S5);
    let mut g = Apogee::new(&config, 3).expect("setup");
    // Through Game Preparation to the first placement.
    for _ in 0..2 {
        let a = g.legal_actions(PlayerId(0))[0];
        g.apply(PlayerId(0), &a).expect("listed");
    }
    let text = seat_view(&g, g.legal_actions(PlayerId(0)).first());
    assert!(text.contains("Solo Mission 5"), "{text}");
    insta::assert_snapshot!("solo_seat", text);
}

#[test]
fn the_card_sheet() {
    let mut sheet = String::new();
    Apogee::card_sheet(&Config::new(3), &mut sheet).expect("written");
    for name in [
        "Liquid Hydrogen Propulsion",
        "Kathy Johnson",
        "Fei Lihua",
        "Helios Capital",
    ] {
        assert!(sheet.contains(name), "{name}");
    }
    assert!(sheet.contains("Burn Out"));
    insta::assert_snapshot!(sheet);
    let mut solo = String::new();
    Apogee::card_sheet(&Config::new(1), &mut solo).expect("written");
    assert!(solo.contains("SOLO EVENT CARDS") && solo.contains("14. New Mission"));
}

/// Keeps every event with its audience.
#[derive(Default)]
struct Keep(Vec<(Audience, Event)>);

impl EventSink<Event> for Keep {
    fn emit(&mut self, audience: Audience, event: Event) {
        self.0.push((audience, event));
    }
}

fn audience(a: Audience) -> String {
    match a {
        Audience::All => String::new(),
        Audience::Seats(s) => format!("[{s} only] "),
        Audience::AllExcept(s) => format!("[all but {s}] "),
    }
}

#[test]
fn setup_is_narrated() {
    let (config, actions) = recorded();
    let mut events = Keep::default();
    let mut g = Apogee::new_with_events(&config, 42, &mut events).expect("setup");
    let mut text = String::new();
    for (a, e) in &events.0 {
        let _ = writeln!(text, "{}{e}", audience(*a));
    }
    // Game Preparation and the first turn's narration.
    let mut more = Keep::default();
    for (p, a) in actions.iter().take(30) {
        let _ = writeln!(text, "{p}: {}", g.action_sentence(*p, a));
        more.0.clear();
        g.apply_with_events(*p, a, &mut more).expect("recorded");
        for (a, e) in &more.0 {
            let _ = writeln!(text, "    {}{e}", audience(*a));
        }
    }
    insta::assert_snapshot!(text);
}

fn configs() -> Vec<Config> {
    vec![
        Config::new(1).with_mission(SoloMission::S1),
        Config::new(1).with_mission(SoloMission::S6),
        Config::new(2).with_mission(Mission::M1),
        Config::new(3).with_mission(Mission::M3),
        Config::new(4)
            .with_mission(Mission::M7)
            .with_single_winner(true),
        Config::new(5).with_mission(Mission::M12).with_turn_cap(6),
    ]
}

#[test]
fn new_with_events_sets_up_the_same_state_as_new() {
    for config in configs() {
        for seed in 0..10 {
            let mut events = Keep::default();
            let narrated = Apogee::new_with_events(&config, seed, &mut events).expect("setup");
            assert_eq!(narrated, Apogee::new(&config, seed).expect("setup"));
            let n = usize::from(config.seats);
            // The setup, then the Directors dealt: to each player, and face
            // down to the others.
            assert_eq!(events.0.len(), 1 + 2 * n);
            assert!(matches!(events.0[0], (Audience::All, Event::SetUp { .. })));
        }
    }
}

/// Fails on the first `Debug` shape or (for boards) a line over 100 columns.
fn scan(what: &str, text: &str, board: bool) {
    assert_for_people(what, text, board.then_some(BOARD_WIDTH));
}

#[test]
fn nothing_people_read_shows_debug_text() {
    assert!(debug_text("Place(3, Soc)")[0].contains("Place("));
    assert!(debug_text("winners {PlayerId(0)}")[0].contains("PlayerId("));
    assert!(debug_text("P0 (you): 80,000 credits (Mission 1)").is_empty());
    for config in configs() {
        let mut sheet = String::new();
        Apogee::card_sheet(&config, &mut sheet).expect("written");
        scan("the card sheet", &sheet, true);
        for seed in 0..2 {
            let playout = random_playout::<Apogee>(&config, seed).expect("a playout");
            let mut events = Keep::default();
            let mut g = Apogee::new_with_events(&config, seed, &mut events).expect("setup");
            for (step, (p, a)) in playout.actions.iter().enumerate() {
                let at = format!("{config:?} seed {seed} step {step}");
                if step % 3 == 0 {
                    for v in PlayerId::all(g.num_players())
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator])
                    {
                        scan(
                            &format!("{at}: the board of {v}"),
                            &g.observe(v).to_string(),
                            true,
                        );
                    }
                    for l in g.legal_actions(*p) {
                        scan(&at, &g.action_sentence(*p, &l), false);
                        scan(&at, &g.action_explanation(*p, &l), true);
                    }
                }
                g.apply_with_events(*p, a, &mut events).expect("recorded");
            }
            for v in [Viewer::Seat(PlayerId(0)), Viewer::Spectator] {
                scan("the final board", &g.observe(v).to_string(), true);
            }
            for (_, e) in &events.0 {
                scan("an event", &e.to_string(), false);
            }
            assert!(g.outcome().is_some());
        }
    }
}

// ---------------------------------------------------------------------------
// Sentences, lists and the viewer's own section
// ---------------------------------------------------------------------------

mod sentences {
    use super::*;
    use apogee_rules::cardgame_core::Logged;
    use apogee_rules::data::technology::cards_of;
    use apogee_rules::data::{directors, engineers, investors};
    use apogee_rules::{EngineerPile, RuleError, Scenario, Slot, TechName as T, ACTION_SPACE};

    const P0: PlayerId = PlayerId(0);
    const P1: PlayerId = PlayerId(1);

    fn eng(name: &str) -> u8 {
        engineers::by_name(name).expect("an Engineer")
    }

    fn two(d0: &str, d1: &str) -> Scenario {
        Scenario::new(&Config::new(2).with_mission(Mission::M1), 11)
            .director(P0, directors::by_name(d0).expect("a Director"))
            .director(P1, directors::by_name(d1).expect("a Director"))
    }

    /// The narration of `a`, one line per event.
    fn narrate(g: &mut Apogee, p: PlayerId, a: Action) -> Vec<String> {
        let mut log: Vec<Logged<Event>> = Vec::new();
        g.apply_with_events(p, &a, &mut log).expect("legal");
        log.iter().map(|l| l.event.to_string()).collect()
    }

    /// What is wrong with a text people read, if anything: a list left
    /// with a semicolon at its end, a seat's name with a possessive after
    /// "(you)", "a" before a vowel, a destination without the rulebook's
    /// article.
    fn misread(text: &str) -> Option<String> {
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // A line wrapped at a semicolon goes on with a word that did
            // not fit on it.
            let wrapped = lines.get(i + 1).is_some_and(|next| {
                let word = next.split_whitespace().next().unwrap_or("");
                line.chars().count() + 1 + word.chars().count() > BOARD_WIDTH
            });
            let bad = if line.trim_end().ends_with(';') && !wrapped {
                "a list ends with a semicolon"
            } else if line.contains("(you)'s") {
                "a possessive after (you)"
            } else if [" a A", " a E", " a I", " a O", " a U"]
                .iter()
                .any(|w| line.contains(w))
            {
                "a before a vowel"
            } else if line.contains("to Moon") || line.contains("on Moon") {
                "the Moon without its article"
            } else if [" its Engineers", " its reserve", " it skips"]
                .iter()
                .any(|w| line.contains(w))
            {
                "a player called it"
            } else {
                continue;
            };
            return Some(format!("{bad}: {line}"));
        }
        None
    }

    #[test]
    fn boards_sentences_explanations_and_narration_read_as_sentences() {
        let mut own_rolls = 0;
        for config in configs() {
            let mut sheet = String::new();
            Apogee::card_sheet(&config, &mut sheet).expect("written");
            assert_eq!(misread(&sheet), None, "the card sheet");
            for seed in 0..3 {
                let playout = random_playout::<Apogee>(&config, seed).expect("a playout");
                let mut events = Keep::default();
                let mut g = Apogee::new_with_events(&config, seed, &mut events).expect("setup");
                for (p, a) in &playout.actions {
                    let board = g.observe(Viewer::Seat(*p)).to_string();
                    assert_eq!(misread(&board), None, "{board}");
                    if board.contains("NOW: your roll for") {
                        own_rolls += 1;
                    }
                    for l in g.legal_actions(*p) {
                        let sentence = g.action_sentence(*p, &l);
                        assert_eq!(misread(&sentence), None);
                        let explanation = g.action_explanation(*p, &l);
                        assert_eq!(misread(&explanation), None);
                    }
                    g.apply_with_events(*p, a, &mut events).expect("recorded");
                }
                for (_, e) in &events.0 {
                    assert_eq!(misread(&e.to_string()), None);
                }
            }
        }
        assert!(own_rolls > 0, "a failed roll of the viewer was seen");
    }

    #[test]
    fn a_wrong_decision_is_told_as_a_clause_and_no_refusal_shows_code() {
        let mut clauses = std::collections::BTreeSet::new();
        for config in configs() {
            for seed in 0..2 {
                let playout = random_playout::<Apogee>(&config, seed).expect("a playout");
                let mut g = Apogee::new(&config, seed).expect("setup");
                for (step, (p, a)) in playout.actions.iter().enumerate() {
                    if step % 4 == 0 {
                        for i in 0..ACTION_SPACE {
                            let b = Action::from_index(i).expect("in the space");
                            let Err(e) = g.validate(*p, &b) else {
                                continue;
                            };
                            let text = e.to_string();
                            assert!(!text.contains('`'), "{text}");
                            assert!(!text.contains(" 0,000"), "{text}");
                            if let RuleError::WrongDecision { expected } = e {
                                let first = expected.split(' ').next().unwrap_or("");
                                assert!(["which", "where", "whether"].contains(&first), "{text}");
                                clauses.insert(expected);
                            }
                        }
                    }
                    g.apply(*p, a).expect("recorded");
                }
            }
        }
        assert!(clauses.len() >= 8, "{clauses:?}");
    }

    #[test]
    fn a_refused_construction_names_the_credits_in_full() {
        let e = RuleError::CannotAfford {
            cost: 40,
            credits: 0,
        };
        assert_eq!(e.to_string(), "this costs 40,000 and you have 0");
    }

    #[test]
    fn engineers_recruited_after_the_placement_are_not_counted_as_placed() {
        let utto = eng("Utto Küchemann");
        let mut g = two("Harper Tompkins", "Yelena Tereshkova")
            .hand(P0, &[utto])
            .placed(P0, utto, Slot::Rnd)
            .administration(None)
            .expect("a position");
        narrate(&mut g, P0, Action::Recruit(EngineerPile::Junior));
        let board = g.observe(Viewer::Seat(P0)).to_string();
        assert!(
            board.contains("Placed this turn: R&D 1 (Utto Küchemann). On no action: 1 Engineer."),
            "{board}"
        );
        assert!(!board.contains("unused"), "{board}");
    }

    #[test]
    fn the_viewers_own_section_comes_last_under_you_with_everything_of_the_seat() {
        let g = after(first(|p| matches!(p, Pending::Build { .. })));
        let seat = g.to_act().first().expect("a seat to act");
        let board = g.observe(Viewer::Seat(seat)).to_string();
        let (others, own) = board.split_at(board.find("\nYOU (").expect("a YOU section") + 1);
        assert!(!others.contains("(you) —"), "{board}");
        assert!(own.starts_with(&format!("YOU ({seat}) — ")), "{own}");
        for part in [
            "credits",
            "extra dice",
            "Placed this turn",
            "Launch Pad:",
            "Reserve:",
            "YOUR HAND",
            "YOUR MISSION DIRECTOR",
        ] {
            assert!(own.contains(part), "{part} in {own}");
        }
        let spectator = g.observe(Viewer::Spectator).to_string();
        assert!(!spectator.contains("\nYOU"), "{spectator}");
    }

    #[test]
    fn a_gain_is_told_once() {
        // Andrew Wingfield's Specialty: the Specialty, then the credits.
        let mut g = two("Andrew Wingfield", "Yang Jinmei")
            .administration(None)
            .expect("a position");
        let lines = narrate(&mut g, P0, Action::DirectorSpecialty);
        assert_eq!(
            lines,
            [
                "P0 uses Andrew Wingfield's Specialty",
                "P0 gains 60,000 (the Director's Specialty)"
            ]
        );
        // An Investor's objective, then its credits.
        let stages = [
            cards_of(T::LiquidHydrogenPropulsion).start,
            cards_of(T::IonEngine).start,
        ];
        let test_stand = investors::by_name("Test Stand Inc.").expect("an Investor");
        let mut g = two("Harper Tompkins", "Yelena Tereshkova")
            .pad(P0, &stages)
            .investors(&[test_stand])
            .rolls(&[6])
            .administration(None)
            .expect("a position");
        let lines = narrate(&mut g, P0, Action::StaticFire);
        let credits: Vec<&String> = lines.iter().filter(|l| l.contains("40,000")).collect();
        assert_eq!(credits, ["P0 gains 40,000 (an Investor)"], "{lines:?}");
        assert!(lines
            .iter()
            .any(|l| l == "P0 fulfils the objective of Investor Test Stand Inc."));
    }

    #[test]
    fn liam_van_horns_specialty_promises_no_sale() {
        let sail = cards_of(T::SolarSail).start;
        let mut g = two("Liam Van Horn", "Yelena Tereshkova")
            .reserve(P0, &[sail])
            .administration(None)
            .expect("a position");
        let lines = narrate(&mut g, P0, Action::DirectorSpecialty);
        assert_eq!(
            lines,
            ["P0 uses Liam Van Horn's Specialty: may sell as many reserve cards as they choose"]
        );
        assert!(narrate(&mut g, P0, Action::Pass).is_empty());
    }

    #[test]
    fn r_and_d_cards_drawn_are_listed_with_their_number() {
        let e = Event::RndDrawn {
            seat: P1,
            cards: Some(
                [
                    cards_of(T::ExtraSeat).start,
                    cards_of(T::HeavyVersion).start,
                    cards_of(T::Reuse).start,
                ]
                .into_iter()
                .map(usize::from)
                .collect(),
            ),
            count: 3,
        };
        assert_eq!(
            e.to_string(),
            "P1 draws 3 R&D cards: Extra Seat, Heavy Version and Reuse"
        );
    }
}
