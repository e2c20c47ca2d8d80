//! Apogee in the terminal.

use apogee_rules::{Action, Apogee, Config, Event, Mission};
use cardgame_core::{Audience, Bot, Game, Logged, Outcome, PlayerSet, Viewer};

use super::{standings, winner_names, Front};
use crate::arena::{make_bot, BotSpec};
use crate::text::and_list;

impl Front for Apogee {
    fn make_bot(spec: &BotSpec) -> Box<dyn Bot<Self>> {
        make_bot::<Apogee>(spec)
    }

    fn summary(config: &Config) -> String {
        match (config.mission(), config.solo_mission()) {
            (Some(m), _) => format!(
                "{} players, {m} Turn cap: {}{}",
                config.seats,
                config.turn_cap,
                if config.single_winner {
                    "; a single winner by the tie-break"
                } else {
                    ""
                }
            ),
            // The Solo Mission's text ends a sentence; the intro adds its own stop.
            (None, Some(m)) => format!("solo, {}", m.to_string().trim_end_matches('.')),
            (None, None) => format!("{} players", config.seats),
        }
    }

    fn is_header(event: &Event) -> bool {
        matches!(event, Event::TurnBegins { .. })
    }

    fn ends_a_step(action: &Action) -> bool {
        matches!(action, Action::Pass)
    }

    fn is_result(event: &Event) -> bool {
        matches!(event, Event::GameOver { .. })
    }

    fn result(&self, outcome: &Outcome, log: &[Logged<Event>]) -> Vec<String> {
        let obs = self.observe(Viewer::Spectator);
        let config = obs.config;
        let mut fulfilled = PlayerSet::EMPTY;
        for l in log {
            if let (Audience::All, Event::MissionFulfilled { seat }) = (l.audience, &l.event) {
                fulfilled.insert(*seat);
            }
        }
        let winners = winner_names(outcome, |p| p.to_string());
        let turn = obs.turn;
        let mut lines = Vec::new();
        if let Some(m) = config.solo_mission() {
            let who = winners
                .first()
                .cloned()
                .unwrap_or_else(|| String::from("P0"));
            if outcome.winners.is_empty() {
                lines.push(format!(
                    "The game is lost: P0 did not fulfil the Solo Mission within its {} turns.",
                    m.turns()
                ));
            } else {
                lines.push(format!(
                    "{who} wins: the Solo Mission is fulfilled, at the end of turn {turn} of {}.",
                    m.turns()
                ));
            }
            lines.push(format!("The Mission: {m}"));
            return lines;
        }
        // Mission 7 is won by the farthest destination at the end of turn 8,
        // not by being first.
        let farthest = config.mission() == Some(Mission::M7);
        let mission = config
            .mission()
            .map_or_else(|| String::from("the Mission"), |m| m.to_string());
        if outcome.capped {
            lines.push(format!(
                "Nobody wins: a cap ended this game. Nobody had fulfilled the Mission by the end \
                 of turn {}, the turn cap. The rulebook's multiplayer game goes on until a \
                 player fulfils the Mission; the cap (ruling R6, --turn-cap) makes every game \
                 end.",
                config.turn_cap
            ));
        } else if outcome.winners.is_empty() {
            lines.push(String::from(
                "Nobody wins: nobody fulfilled the Mission in the time it allows.",
            ));
        } else if winners.len() == 1 {
            let others: Vec<String> = fulfilled
                .iter()
                .filter(|p| !outcome.winners.contains(*p))
                .map(|p| p.to_string())
                .collect();
            if others.is_empty() && farthest {
                lines.push(format!(
                    "{} wins: the farthest from Earth at the end of turn {turn}.",
                    winners[0]
                ));
            } else if others.is_empty() {
                lines.push(format!(
                    "{} wins: the first to fulfil the Mission, at the end of turn {turn}.",
                    winners[0]
                ));
            } else {
                lines.push(format!(
                    "{} wins: {} and {} fulfilled the Mission in the same turn (turn {turn}), and \
                     the single-winner tie-break (the lowest Engineers' plus Director's Authority, \
                     then the lowest Director's Authority) goes to {}.",
                    winners[0],
                    winners[0],
                    and_list(&others),
                    winners[0]
                ));
            }
        } else if farthest {
            lines.push(format!(
                "{} share the win: they reached destinations equally far from Earth by the end of \
                 turn {turn}.",
                and_list(&winners)
            ));
        } else {
            lines.push(format!(
                "{} share the win: they fulfilled the Mission in the same turn (turn {turn}).",
                and_list(&winners)
            ));
        }
        lines.push(format!("The Mission: {mission}"));
        lines.push(String::from("Standings:"));
        lines.extend(standings(
            outcome,
            |p| p.to_string(),
            |p, _| {
                String::from(if fulfilled.contains(p) {
                    "fulfilled the Mission"
                } else {
                    "did not fulfil the Mission"
                })
            },
        ));
        lines
    }
}
