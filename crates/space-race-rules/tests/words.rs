//! Words for people, pinned by insta snapshots and scanned for `Debug` text:
//! the board of a seat and of the spectator, the legal actions as sentences
//! with the full text of what the recorded choice refers to, the card
//! sheet, and the narration (setup included), at states of the recorded
//! 3-player game (`tests/data/three-players-seed-2026.actions`): setup,
//! Control cards being chosen, mid-game, a Bureaucracy investment being
//! paid card by card, a first Astronaut being placed on a Project, game
//! over; and the setup of a solo game against AI players.

use std::fmt::Write as _;

use cardgame_core::event::visible_to;
use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::random_playout;
use cardgame_core::{Audience, Describe, EventSink};
use space_race_rules::cardgame_core::testkit::words::{assert_for_people, debug_text, BOARD_WIDTH};
use space_race_rules::{
    Action, CardPlace, Config, Event, Game, Mission, PlayerId, ProjectStatus, RawState, Section,
    SetupSide, SpaceRace, Stage, Task, Viewer,
};

const ACTIONS: &str = include_str!("data/three-players-seed-2026.actions");

fn recorded() -> Vec<(PlayerId, Action)> {
    parse_actions(ACTIONS).expect("P<seat>: <action> lines")
}

/// The recorded game after its first `n` actions.
fn after(n: usize) -> SpaceRace {
    let mut g = SpaceRace::new(&Config::new(3), 2026).expect("setup");
    for (p, a) in recorded().iter().take(n) {
        g.apply(*p, a).expect("recorded action");
    }
    g
}

/// What a person at the seat to act sees: the board, the numbered actions
/// as sentences, and the full text behind the recorded choice (`?N`).
fn seat_view(g: &SpaceRace, chosen: Option<&Action>) -> String {
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

/// The seat's view and the spectator's board after `n` recorded actions.
fn state_views(n: usize) -> (String, String) {
    let g = after(n);
    let actions = recorded();
    let chosen = actions.get(n).map(|(_, a)| a);
    (
        seat_view(&g, chosen),
        g.observe(Viewer::Spectator).to_string(),
    )
}

#[test]
fn words_at_setup() {
    let (seat, spectator) = state_views(0);
    insta::assert_snapshot!("setup_seat", seat);
    insta::assert_snapshot!("setup_spectator", spectator);
}

#[test]
fn words_while_choosing_control_cards() {
    let g = after(50);
    assert_eq!(g.raw().stage, Stage::ChooseControl);
    let (seat, spectator) = state_views(50);
    insta::assert_snapshot!("choosing_control_seat", seat);
    insta::assert_snapshot!("choosing_control_spectator", spectator);
}

#[test]
fn words_mid_game() {
    let (seat, spectator) = state_views(73);
    insta::assert_snapshot!("mid_game_seat", seat);
    insta::assert_snapshot!("mid_game_spectator", spectator);
}

#[test]
fn words_while_paying_an_investment_card_by_card() {
    // P0 has paid one of the two cards of a Bureaucracy investment.
    let g = after(38);
    assert!(matches!(
        g.raw().tasks.last(),
        Some(Task::Pay { left: 1, .. })
    ));
    let (seat, spectator) = state_views(38);
    insta::assert_snapshot!("paying_seat", seat);
    insta::assert_snapshot!("paying_spectator", spectator);
}

#[test]
fn words_while_placing_a_first_astronaut_on_a_project() {
    let g = after(81);
    assert!(matches!(g.raw().tasks.last(), Some(Task::Settle)));
    let (seat, spectator) = state_views(81);
    insta::assert_snapshot!("settling_seat", seat);
    insta::assert_snapshot!("settling_spectator", spectator);
}

#[test]
fn words_at_game_over() {
    let n = recorded().len();
    let g = after(n);
    assert!(g.outcome().is_some());
    let (seat, spectator) = state_views(n);
    insta::assert_snapshot!("game_over_seat", seat);
    insta::assert_snapshot!("game_over_spectator", spectator);
}

#[test]
fn words_of_a_solo_game_against_ai_players() {
    let config = Config::new(3)
        .with_ai(2)
        .with_setup(SetupSide::Thematic)
        .with_mission(Mission::Vostok);
    let g = SpaceRace::new(&config, 5).expect("setup");
    insta::assert_snapshot!("solo_seat", seat_view(&g, None));
    insta::assert_snapshot!("solo_spectator", g.observe(Viewer::Spectator).to_string());
}

#[test]
fn the_card_sheet() {
    let mut sheet = String::new();
    SpaceRace::card_sheet(&Config::new(3), &mut sheet).expect("written");
    // Every card, Control card, tile, Project and Headquarters is on it.
    for name in [
        "Area 51 [0]",
        "Chang'e Program",
        "Zvezda Moonbase",
        "MM-7",
        "AM-1",
        "Falcon Heavy",
    ] {
        assert!(sheet.contains(name), "{name}");
    }
    insta::assert_snapshot!("the_card_sheet", sheet);
}

/// Keeps every narrated event with its audience.
#[derive(Default)]
struct Keep(Vec<(Audience, Event)>);

impl EventSink<Event> for Keep {
    fn emit(&mut self, audience: Audience, event: Event) {
        self.0.push((audience, event));
    }
}

#[test]
fn the_setup_is_narrated_and_builds_the_same_game() {
    for config in configs() {
        for seed in 0..5 {
            let mut events = Keep::default();
            let narrated = SpaceRace::new_with_events(&config, seed, &mut events).expect("setup");
            assert_eq!(narrated, SpaceRace::new(&config, seed).expect("setup"));
            assert!(matches!(events.0.first(), Some((_, Event::Setup { .. }))));
            let factions = events
                .0
                .iter()
                .filter(|(_, e)| matches!(e, Event::FactionSetUp { .. }))
                .count();
            assert_eq!(factions, config.seats.len());
        }
    }
    let mut events = Keep::default();
    SpaceRace::new_with_events(&Config::new(3), 2026, &mut events).expect("setup");
    let text: String = events
        .0
        .iter()
        .filter(|(a, _)| !matches!(a, Audience::Seats(_)))
        .map(|(_, e)| format!("{e}\n"))
        .collect();
    insta::assert_snapshot!("setup_is_narrated", text);
}

fn configs() -> Vec<Config> {
    vec![
        Config::new(2),
        Config::new(2).with_ai(1),
        Config::new(3).with_setup(SetupSide::Thematic),
        Config::new(3).with_ai(2).with_mission(Mission::Vostok),
        Config::new(4).with_mission(Mission::Apollo),
        Config::new(4)
            .with_ai(3)
            .with_mission(Mission::CassiniHuygens)
            .with_setup(SetupSide::Thematic),
        Config::new(5).with_cold_war(true),
        Config::new(5).with_ai(2).with_setup(SetupSide::Thematic),
    ]
}

/// Fails on the first `Debug` shape or (for boards) a line over 100 columns.
fn scan(what: &str, text: &str, board: bool) {
    assert_for_people(what, text, board.then_some(BOARD_WIDTH));
}

#[test]
fn nothing_people_read_shows_debug_text() {
    assert!(debug_text("Activate(12)")[0].contains("Activate("));
    assert!(debug_text("waiting for PlayerId(0)")[0].contains("PlayerId("));
    assert!(debug_text("zones [0, 1, 0]")[0].contains("[0, "));
    assert!(debug_text("P0 Soyuz (Soviet, red): space 10 (the 1950 space)").is_empty());
    for config in configs() {
        let mut sheet = String::new();
        SpaceRace::card_sheet(&config, &mut sheet).expect("written");
        scan("the card sheet", &sheet, true);
        for seed in 0..2 {
            let playout = random_playout::<SpaceRace>(&config, seed).expect("a playout");
            let mut events = Keep::default();
            let mut g = SpaceRace::new_with_events(&config, seed, &mut events).expect("setup");
            for (step, (p, a)) in playout.actions.iter().enumerate() {
                let at = format!("{config:?} seed {seed} step {step}");
                if step % 4 == 0 {
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
                }
                for l in g.legal_actions(*p) {
                    scan(&at, &g.action_sentence(*p, &l), false);
                    scan(&at, &g.action_explanation(*p, &l), true);
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

const P0: PlayerId = PlayerId(0);

fn id(name: &str) -> u8 {
    space_race_rules::data::cards::card_id(name).unwrap_or_else(|| panic!("no card {name}"))
}

/// A 2-player table with every card back in the Deck and no Project open,
/// P0 on turn in the step of `section` with that Control card of
/// `initiative` active.
fn turn(section: Section, initiative: u8) -> RawState {
    let mut st = SpaceRace::new(&Config::new(2), 1)
        .expect("setup")
        .into_raw();
    st.clear_table();
    for pr in st.projects.as_mut_slice() {
        pr.status = ProjectStatus::FaceDown;
    }
    st.set_active_control(P0, section, initiative);
    st.give_turn(P0, Stage::Develop(section));
    st
}

/// The lines a spectator reads when `p` takes action `a`.
fn narrate(g: &mut SpaceRace, p: PlayerId, a: &str) -> Vec<String> {
    let a: Action = a.parse().expect("an action");
    let mut log = Vec::new();
    g.apply_with_events(p, &a, &mut log).expect("legal");
    visible_to(&log, Viewer::Spectator)
        .map(ToString::to_string)
        .collect()
}

#[test]
fn phase_3_is_narrated_under_its_own_heading() {
    // Phase 3: Check Mission Status, after the Bureaucracy step of phase 2.
    let mut events = Keep::default();
    let mut g = SpaceRace::new_with_events(&Config::new(3), 2026, &mut events).expect("setup");
    for (p, a) in recorded() {
        g.apply_with_events(p, &a, &mut events)
            .expect("recorded action");
    }
    let mut phase = 0;
    let mut headings = 0;
    for (_, e) in &events.0 {
        match e {
            Event::RoundStarted { .. } => phase = 1,
            Event::StepStarted { phase: p, .. } => {
                assert!(*p > phase || (*p == 2 && phase == 2), "{e}");
                phase = *p;
                if *p == 3 {
                    headings += 1;
                    assert_eq!(e.to_string(), "-- Phase 3: Check Mission Status --");
                }
            }
            Event::ProjectClosed { .. } | Event::Progress { .. } | Event::TileFlipped { .. } => {
                assert_eq!(phase, 3, "{e}");
            }
            Event::ProjectOpened { .. } => assert!(phase == 0 || phase == 3, "{e}"),
            _ => {}
        }
    }
    assert_eq!(headings, 7, "one per round");
}

#[test]
fn the_no_universe_card_alternative_is_narrated() {
    // No Universe card to take: "If a card ability allows you to take a card
    // from the Universe, and there are no cards of the appropriate type
    // available, you can, instead, do one of the following: Choose a card
    // from the closest preceding section ... Draw 3 cards from the Deck
    // into your hand."
    let moon = id("Moon Speech");
    let mut st = turn(Section::Technology, 1);
    st.put_card(moon, CardPlace::Slot(2));
    st.put_card(id("Integrated Circuit"), CardPlace::Agency(P0)); // keeps the turn open
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, "activate control.0");
    let lines = narrate(&mut g, P0, "slot 2");
    assert_eq!(
        lines[..2],
        [
            "No Technology card in the Universe for P0 to take: they take a card from the \
             closest preceding section, Propaganda, instead"
                .to_string(),
            format!(
                "P0 takes Moon Speech [{moon}] from Universe slot 2 (Propaganda section) into \
                 their Agency"
            ),
        ]
    );
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, "activate control.0");
    let lines = narrate(&mut g, P0, "draw3");
    assert_eq!(
        lines,
        [
            "No Technology card in the Universe for P0 to take: they draw 3 cards from the Deck \
             instead",
            "P0 draws a card from the Deck",
            "P0 draws a card from the Deck",
            "P0 draws a card from the Deck",
        ]
    );
}

#[test]
fn immediate_and_permanent_abilities_are_narrated_as_they_resolve() {
    // "Abilities with the immediate symbol ... must be resolved immediately
    // when placing that card into your Agency."
    let (radar, fuel) = (id("Radar Mapping"), id("Fuel Cell"));
    let mut st = turn(Section::Technology, 1);
    st.put_card(radar, CardPlace::Slot(4));
    st.put_card(fuel, CardPlace::Slot(5));
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, "activate control.0");
    assert_eq!(
        narrate(&mut g, P0, "slot 4"),
        [
            format!(
                "P0 takes Radar Mapping [{radar}] from Universe slot 4 (Technology section) into \
                 their Agency"
            ),
            format!(
                "P0 resolves the Immediate ability of Radar Mapping [{radar}]: \"Take a \
                 Technology card from the Universe and add it to your hand.\""
            ),
        ]
    );
    assert_eq!(
        narrate(&mut g, P0, "slot 5")[0],
        format!(
            "P0 takes Fuel Cell [{fuel}] from Universe slot 5 (Technology section) into their hand"
        )
    );

    // An Immediate investment is told before it is paid.
    let sputnik = id("Sputnik Crisis");
    let mut st = turn(Section::Propaganda, 6);
    st.put_card(sputnik, CardPlace::Slot(0));
    st.put_card(id("Moon Speech"), CardPlace::Hand(P0));
    st.put_card(id("Fuel Cell"), CardPlace::Hand(P0));
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, "activate control.0");
    let lines = narrate(&mut g, P0, "slot 0");
    assert_eq!(
        lines[1],
        format!(
            "P0 resolves the Immediate ability of Sputnik Crisis [{sputnik}]: \"Investment: move \
             exactly 2 cards from your hand to the Investments area; then: Take up to 2 cards \
             from the Deck and add them to your Lab.\""
        )
    );
    assert_eq!(lines.len(), 2, "the payment is the next decision");

    // "Whenever you place or move an Astronaut into any Breakthrough Zone."
    let (lunar, magazine) = (id("Lunar Sample Return"), id("Magazine Exclusive"));
    let mut st = turn(Section::Propaganda, 6);
    st.put_card(lunar, CardPlace::Agency(P0));
    st.put_card(magazine, CardPlace::Agency(P0));
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, &format!("activate {magazine}.0"));
    assert_eq!(
        narrate(&mut g, P0, "zone 0"),
        [
            "P0 places an Astronaut from their Agency onto the Launch Pad".to_string(),
            format!(
                "P0 resolves the Permanent ability of Lunar Sample Return [{lunar}] (an \
                 Astronaut of theirs entered a Breakthrough Zone): \"Take up to 1 card from the \
                 Deck and add it to your hand.\""
            ),
        ]
    );
}

#[test]
fn ai_players_are_counted_in_the_singular_and_the_plural() {
    let setup = |ai| {
        Event::Setup {
            seats: 3,
            ai,
            mission: Mission::Mercury,
            setup: SetupSide::Standard,
            cold_war: false,
        }
        .to_string()
    };
    assert!(setup(1).starts_with("Setup for 3 seats (1 of them an AI player), "));
    assert!(setup(2).starts_with("Setup for 3 seats (2 of them AI players), "));
    let sheet = |ai| {
        let mut sheet = String::new();
        SpaceRace::card_sheet(&Config::new(3).with_ai(ai), &mut sheet).expect("written");
        sheet
    };
    assert!(sheet(1).contains("for 3 seats (1 of them an AI player);"));
    assert!(sheet(2).contains("for 3 seats (2 of them AI players);"));
}

#[test]
fn an_ability_that_would_do_nothing_now_says_so() {
    // Propaganda 1 in round 1: no other Control card has been played, so
    // taking one back would do nothing. Activating it stays legal: "even if
    // you move nothing, the ability is still considered activated".
    let sentence = |st: RawState| {
        let g = SpaceRace::try_from(st).expect("a position");
        let a: Action = "activate control.1".parse().expect("an action");
        assert!(g.legal_actions(P0).contains(&a));
        g.action_sentence(P0, &a)
    };
    let st = turn(Section::Propaganda, 1);
    assert_eq!(
        sentence(st),
        "Activate your Control card Propaganda 1: take one of your played Control cards (not the \
         active one) back to your remaining Control cards: you may play it again (no played \
         Control card to take back: it would do nothing)"
    );
    let mut st = turn(Section::Technology, 6);
    st.set_active_control(P0, Section::Propaganda, 1);
    st.give_turn(P0, Stage::Develop(Section::Propaganda));
    assert!(!sentence(st).contains("would do nothing"));

    // Uncover with nothing covered; its single-use neighbour's effect has
    // cards to move, so it says nothing of the kind.
    let poster = id("Propaganda Poster");
    let mut st = turn(Section::Propaganda, 6);
    st.put_card(poster, CardPlace::Agency(P0));
    st.put_card(id("Moon Speech"), CardPlace::Hand(P0));
    let g = SpaceRace::try_from(st).expect("a position");
    let uncover = g.action_sentence(
        P0,
        &format!("activate {poster}.0").parse().expect("an action"),
    );
    assert!(
        uncover.ends_with("(no covered card in your Agency: it would do nothing)"),
        "{uncover}"
    );
    let to_lab = g.action_sentence(
        P0,
        &format!("activate {poster}.1").parse().expect("an action"),
    );
    assert!(!to_lab.contains("would do nothing"), "{to_lab}");
}

#[test]
fn a_combined_ability_announces_its_split() {
    // Combined Abilities: "you must decide and announce how to divide the
    // maximum number of cards between the top and the bottom effects."
    let chute = id("Parachute System");
    let mut st = turn(Section::Technology, 1);
    st.put_card(chute, CardPlace::Agency(P0));
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, &format!("activate {chute}.0"));
    let lines = narrate(&mut g, P0, "split 1");
    assert_eq!(
        lines.first().map(String::as_str),
        Some("P0 divides the 3: 1 to the top effect, 2 to the bottom effect"),
        "{lines:?}"
    );
}

#[test]
fn an_immediate_investment_the_hand_cannot_pay_is_told() {
    // Investments: "If you cannot pay the full cost of the ability, it
    // cannot be resolved."
    let sputnik = id("Sputnik Crisis");
    let mut st = turn(Section::Propaganda, 6);
    st.put_card(sputnik, CardPlace::Slot(0));
    st.put_card(id("Moon Speech"), CardPlace::Hand(P0));
    let mut g = SpaceRace::try_from(st).expect("a position");
    narrate(&mut g, P0, "activate control.0");
    let lines = narrate(&mut g, P0, "slot 0");
    assert!(
        lines.contains(&format!(
            "P0 cannot pay the Immediate investment of Sputnik Crisis [{sputnik}] (2 cards from \
             their hand): it is not resolved"
        )),
        "{lines:?}"
    );
}
