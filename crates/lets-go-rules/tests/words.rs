//! Words for people, pinned by insta snapshots and scanned for `Debug` text:
//! the board of a seat and of the spectator, the legal actions as
//! sentences with the full text of what they refer to, the card sheet, and
//! the narration (setup included), at the states of the recorded 3-player
//! game (`tests/data/three_players_seed_7.actions`): setup, a recruitment
//! being paid for, an end-of-turn Skill being chosen, a Specialist being
//! chosen for an ability, mid-game, game over; and a choice among several
//! Projects in a built position.

use std::fmt::Write as _;

use lets_go_rules::cardgame_core::golden::parse_actions;
use lets_go_rules::cardgame_core::testkit::random_playout;
use lets_go_rules::cardgame_core::testkit::words::{assert_for_people, debug_text, BOARD_WIDTH};
use lets_go_rules::cardgame_core::{Audience, Describe, EventSink};
use lets_go_rules::{
    Action, Card, Config, Event, Field, Game, LetsGo, PlayerId, ProjectId, ProjectSides, Viewer,
    Zone,
};

const THREE_PLAYERS_SEED_7: &str = include_str!("data/three_players_seed_7.actions");

/// The recorded game's config and actions.
fn recorded() -> (Config, Vec<(PlayerId, Action)>) {
    let config = Config::new(3).with_first_player(PlayerId(0));
    (
        config,
        parse_actions(THREE_PLAYERS_SEED_7).expect("a golden action file"),
    )
}

/// The recorded game after its first `n` actions.
fn after(n: usize) -> LetsGo {
    let (config, actions) = recorded();
    let mut g = LetsGo::new(&config, 7).expect("setup");
    for (p, a) in actions.iter().take(n) {
        g.apply(*p, a).expect("recorded action");
    }
    g
}

/// What a person at the seat to act sees: the board, the numbered actions
/// as sentences, and the full text behind the recorded choice (`?N`).
fn seat_view(g: &LetsGo, chosen: Option<&Action>) -> String {
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
    insta::assert_snapshot!("setup_seat", seat);
    insta::assert_snapshot!("setup_spectator", spectator);
}

#[test]
fn words_while_paying_for_a_recruitment() {
    let (seat, spectator) = state_views(7);
    insta::assert_snapshot!("paying_seat", seat);
    insta::assert_snapshot!("paying_spectator", spectator);
}

#[test]
fn words_while_choosing_an_end_of_turn_skill() {
    let (seat, spectator) = state_views(58);
    insta::assert_snapshot!("boosting_seat", seat);
    insta::assert_snapshot!("boosting_spectator", spectator);
}

#[test]
fn words_while_choosing_the_specialist_of_an_ability() {
    let (seat, spectator) = state_views(141);
    insta::assert_snapshot!("choosing_seat", seat);
    insta::assert_snapshot!("choosing_spectator", spectator);
}

#[test]
fn words_mid_game() {
    let (seat, spectator) = state_views(100);
    insta::assert_snapshot!("mid_game_seat", seat);
    insta::assert_snapshot!("mid_game_spectator", spectator);
}

#[test]
fn words_at_game_over() {
    let (seat, spectator) = state_views(145);
    assert!(after(145).outcome().is_some());
    insta::assert_snapshot!("game_over_seat", seat);
    insta::assert_snapshot!("game_over_spectator", spectator);
}

#[test]
fn words_while_choosing_among_several_projects() {
    // P0's Hub meets Sputnik 1 and Friendship 7; drawing ends the turn.
    let config = Config::new(2).with_first_player(PlayerId(0));
    let mut raw = LetsGo::new(&config, 1).expect("setup").into_raw();
    let side = |tile, american: bool| ProjectId::of_tile(tile, u8::from(american)).expect("a tile");
    raw.set_projects(&[
        side(0, false),
        side(1, true),
        side(9, false),
        side(8, false),
    ]);
    for (n, d) in [
        (1, Field::Engineering),
        (13, Field::Testing),
        (25, Field::Science),
        (37, Field::Construction),
        (49, Field::SpaceFlight),
    ] {
        raw.move_card(Card::number(n).expect("a card"), Zone::Hub(PlayerId(0), d));
    }
    let mut g = LetsGo::from_position(raw).expect("a sound position");
    g.apply(PlayerId(0), &Action::Draw).expect("legal");
    let text = seat_view(&g, g.legal_actions(PlayerId(0)).first());
    assert!(text.contains("NOW: you meet several Projects"), "{text}");
    insta::assert_snapshot!("claiming_seat", text);
}

#[test]
fn the_card_sheet() {
    let mut sheet = String::new();
    LetsGo::card_sheet(&Config::new(3), &mut sheet).expect("written");
    for card in Card::all() {
        assert!(sheet.contains(&format!("{} ", card.name())), "{card}");
    }
    for p in ProjectId::all() {
        assert!(sheet.contains(&p.to_string()), "{p}");
    }
    insta::assert_snapshot!(sheet);
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

/// Fails on the first `Debug` shape or (for boards) a line over 100 columns.
fn scan(what: &str, text: &str, board: bool) {
    assert_for_people(what, text, board.then_some(BOARD_WIDTH));
}

#[test]
fn nothing_people_read_shows_debug_text() {
    assert!(debug_text("Recruit(#7)")[0].contains("Recruit("));
    assert!(debug_text("winners {PlayerId(0)}")[0].contains("PlayerId("));
    assert!(debug_text("P0 (you): 3 Progress (Soviet)").is_empty());
    for config in configs() {
        let mut sheet = String::new();
        LetsGo::card_sheet(&config, &mut sheet).expect("written");
        scan("the card sheet", &sheet, true);
        for seed in 0..3 {
            let playout = random_playout::<LetsGo>(&config, seed).expect("a playout");
            let mut events = Keep::default();
            let mut g = LetsGo::new_with_events(&config, seed, &mut events).expect("setup");
            for (step, (p, a)) in playout.actions.iter().enumerate() {
                let at = format!("{config:?} seed {seed} step {step}");
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

/// Every state of a few random playouts, with the seat to act.
fn playout_states() -> Vec<(LetsGo, PlayerId)> {
    let mut states = Vec::new();
    for config in configs() {
        for seed in 0..3 {
            let playout = random_playout::<LetsGo>(&config, seed).expect("a playout");
            let mut g = LetsGo::new(&config, seed).expect("setup");
            for (p, a) in &playout.actions {
                states.push((g.clone(), *p));
                g.apply(*p, a).expect("recorded");
            }
        }
    }
    states
}

#[test]
fn a_wrapped_explanation_continues_its_lines_indented() {
    // Its lines at the indentation of the first would read as new
    // paragraphs to a front end that wraps again.
    let g = LetsGo::new(&Config::new(2).with_first_player(PlayerId(0)), 4).expect("setup");
    for a in [Action::Draw, Action::EndTurn, Action::Pass] {
        let text = g.action_explanation(PlayerId(0), &a);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() >= 2, "{a}: {text}");
        assert!(!lines[0].starts_with(' '), "{a}: {text}");
        for line in &lines[1..] {
            assert!(line.starts_with("  "), "{a}: {text}");
        }
    }
}

#[test]
fn a_wrapped_card_line_continues_indented() {
    // On the card sheet #12's Recruitment Cost takes two lines: the second
    // must not read as a line of its own, like the ability below it.
    for card in Card::all() {
        let text = card.text().indented(4).to_string();
        for line in text.lines().skip(1) {
            assert!(
                line.starts_with("        Recruitment Cost")
                    || line.starts_with("        Ability")
                    || line.starts_with("        No ability")
                    || line.starts_with("          "),
                "{text}"
            );
        }
    }
}

#[test]
fn a_specialists_progress_keeps_its_asterisk_in_every_sentence() {
    let mut seen = 0;
    for (g, p) in playout_states() {
        for a in g.legal_actions(p) {
            let card = match a {
                Action::Take(c) | Action::Recruit { card: c, .. } => c,
                _ => continue,
            };
            let data = card.data();
            let star = if data.asterisk() { "*" } else { "" };
            let progress = format!("{} (Progress {}{star})", card.name(), data.points);
            let sentence = g.action_sentence(p, &a);
            assert!(sentence.contains(&progress), "{sentence}");
            assert!(
                card.text()
                    .to_string()
                    .contains(&format!("Progress {}{star} —", data.points)),
                "{card}"
            );
            seen += usize::from(data.asterisk() && matches!(a, Action::Recruit { .. }));
        }
    }
    assert!(seen > 0, "no recruitment of an asterisk Specialist seen");
}

#[test]
fn sentences_read_as_sentences() {
    for (g, p) in playout_states() {
        for a in g.legal_actions(p) {
            let s = g.action_sentence(p, &a);
            for bad in [
                "still required",
                "; then ",
                "; Progress",
                "Division instead",
                "all 2 icons",
                "bottom 1 ",
            ] {
                assert!(!s.contains(bad), "{bad:?} in {s}");
            }
        }
    }
}

#[test]
fn what_is_still_to_pay_is_a_list_for_people() {
    // The recorded game: P1 recruits #7 Engineer, 1 blue, 1 red and 1 purple
    // still to pay.
    let g = after(7);
    let seat = g.to_act().first().expect("a seat to act");
    let sentences: Vec<String> = g
        .legal_actions(seat)
        .iter()
        .map(|a| g.action_sentence(seat, a))
        .collect();
    assert!(
        sentences.contains(&String::from(
            "Pay a blue Research token to P2 toward #7 Engineer; still to pay after it: 1 red and \
             1 purple"
        )),
        "{sentences:#?}"
    );
    assert!(
        sentences.iter().any(|s| s.ends_with(
            "2 Research icons of any colour toward #7 Engineer; still to pay after it: 1 blue, \
             red or purple icon"
        )),
        "{sentences:#?}"
    );
}

#[test]
fn players_are_you_or_they_never_it() {
    for (g, _) in playout_states().iter().step_by(3) {
        for v in PlayerId::all(g.num_players())
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            let board = g.observe(v).to_string();
            for bad in ["from the hand", "its hand", "its turn", "its Hub"] {
                assert!(!board.contains(bad), "{bad:?} in\n{board}");
            }
        }
    }
}
