//! Words for people, pinned by insta snapshots and scanned for `Debug` text:
//! the board of a seat and of the spectator, the legal actions as sentences
//! with the full text of what the recorded choice refers to, the card
//! sheet, and the narration (setup included), at states of the recorded
//! 3-player game (`tests/data/three-players-seed-2026.actions`): setup,
//! Control cards being chosen, mid-game, a Bureaucracy investment being
//! paid card by card, a first Astronaut being placed on a Project, game
//! over; and the setup of a solo game against AI players.

use std::fmt::Write as _;

use cardgame_core::golden::parse_actions;
use cardgame_core::testkit::random_playout;
use cardgame_core::{Audience, Describe, EventSink};
use space_race_rules::cardgame_core::testkit::words::{assert_for_people, debug_text, BOARD_WIDTH};
use space_race_rules::{
    Action, Config, Event, Game, Mission, PlayerId, SetupSide, SpaceRace, Stage, Task, Viewer,
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
