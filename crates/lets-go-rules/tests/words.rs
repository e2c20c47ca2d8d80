//! Words for people, pinned by insta snapshots: the narration of the
//! recorded 3-player game (`tests/data/three_players_seed_7.actions`),
//! setup included.

use std::fmt::Write as _;

use lets_go_rules::cardgame_core::golden::parse_actions;
use lets_go_rules::cardgame_core::{Audience, Describe, EventSink};
use lets_go_rules::{Action, Config, Event, Game, LetsGo, PlayerId, ProjectSides};

const THREE_PLAYERS_SEED_7: &str = include_str!("data/three_players_seed_7.actions");

/// The recorded game's config and actions.
fn recorded() -> (Config, Vec<(PlayerId, Action)>) {
    let config = Config::new(3).with_first_player(PlayerId(0));
    (
        config,
        parse_actions(THREE_PLAYERS_SEED_7).expect("a golden action file"),
    )
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
    let mut g = LetsGo::new_with_events(&config, 7, &mut events).expect("setup");
    let mut text = String::new();
    for (a, e) in &events.0 {
        let _ = writeln!(text, "{}{e}", audience(*a));
    }
    // The first turns, to read the narration of a recruitment.
    let mut more = Keep::default();
    for (p, a) in actions.iter().take(22) {
        let _ = writeln!(text, "{p}: {}", g.action_sentence(*p, a));
        more.0.clear();
        g.apply_with_events(*p, a, &mut more).expect("recorded");
        for (a, e) in &more.0 {
            let _ = writeln!(text, "    {}{e}", audience(*a));
        }
    }
    insta::assert_snapshot!(text);
}

#[test]
fn new_with_events_sets_up_the_same_state_as_new() {
    for config in configs() {
        for seed in 0..20 {
            let mut events = Keep::default();
            let narrated = LetsGo::new_with_events(&config, seed, &mut events).expect("setup");
            assert_eq!(narrated, LetsGo::new(&config, seed).expect("setup"));
            let n = usize::from(config.players);
            // Setup, 6 revealed, players + 2 Projects, a deal seen two ways
            // per player, the First Player, turn 1.
            assert_eq!(events.0.len(), 1 + 6 + (n + 2) + 2 * n + 1 + 1);
            assert!(matches!(
                events.0.last(),
                Some((_, Event::TurnBegins { turn: 1, .. }))
            ));
        }
    }
}

fn configs() -> Vec<Config> {
    vec![
        Config::new(2),
        Config::new(3).with_sides(ProjectSides::Soviet),
        Config::new(4)
            .with_first_player(PlayerId(2))
            .with_sides(ProjectSides::American),
        Config::new(3).with_stall_rounds(1),
    ]
}
