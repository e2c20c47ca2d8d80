//! Space Race in the terminal.

use cardgame_core::{Bot, Game, Logged, Outcome, PlayerId, Viewer};
use space_race_rules::{Action, Config, Event, SeatKind, SetupSide, SpaceRace};

use super::{standings, Front};
use crate::arena::{make_bot, BotSpec};
use crate::text::plural;

impl Front for SpaceRace {
    fn make_bot(spec: &BotSpec) -> Box<dyn Bot<Self>> {
        make_bot::<SpaceRace>(spec)
    }

    fn summary(config: &Config) -> String {
        let ai = config
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Ai)
            .count();
        let seats = config.seats.len();
        let mut s = if ai == 0 {
            format!("{seats} players")
        } else {
            format!(
                "{seats} seats, {ai} of them {}",
                if ai == 1 {
                    "an AI player"
                } else {
                    "AI players"
                }
            )
        };
        s.push_str(&format!(", the {} mission", config.mission.name()));
        s.push_str(match config.setup {
            SetupSide::Standard => ", standard setup",
            SetupSide::Thematic => ", thematic setup",
        });
        if config.cold_war {
            s.push_str(", with the Cold War expansion");
        }
        s
    }

    fn human_seats(&self) -> usize {
        self.config()
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }

    fn is_header(event: &Event) -> bool {
        matches!(
            event,
            Event::RoundStarted { .. } | Event::StepStarted { .. } | Event::TurnStarted { .. }
        )
    }

    fn ends_a_step(action: &Action) -> bool {
        matches!(action, Action::Done | Action::Stop)
    }

    fn is_result(event: &Event) -> bool {
        matches!(event, Event::GameOver { .. })
    }

    fn result(&self, outcome: &Outcome, _log: &[Logged<Event>]) -> Vec<String> {
        let obs = self.observe(Viewer::Spectator);
        let name = |p: PlayerId| match obs.seats.get(p) {
            Some(s) => {
                let faction = s.rocket.faction();
                let ai = if s.kind == SeatKind::Ai {
                    ", AI player"
                } else {
                    ""
                };
                format!("{p} {} ({}{ai})", s.rocket.name(), faction.name())
            }
            None => p.to_string(),
        };
        let spaces = |n: i32| {
            if n >= 0 {
                format!("{} beyond 1950", plural(i64::from(n), "space"))
            } else {
                format!("{} behind 1950", plural(i64::from(-n), "space"))
            }
        };
        let mut lines = Vec::new();
        if outcome.capped {
            lines.push(format!(
                "A cap ended this game: it reached {} decisions, the decision cap, and was scored \
                 as it stood. The rulebook's game always ends after the 7th Mission tile; the cap \
                 (ruling R14) only guards against endless loops of abilities.",
                self.config().decision_cap
            ));
        }
        match outcome.winners.iter().next() {
            Some(w) => lines.push(format!(
                "{} wins the Space Race: its Rocket is farthest on the Progress track ({}).",
                name(w),
                spaces(outcome.scores.get(w).copied().unwrap_or(0))
            )),
            None => lines.push(String::from("Nobody wins.")),
        }
        if !outcome.capped {
            lines.push(String::from(
                "The game ended after the 7th Mission tile was scored. Rockets never share a \
                 space, so there are no ties.",
            ));
        }
        lines.push(String::from("Standings (the Progress track):"));
        lines.extend(standings(outcome, name, |_, s| spaces(s)));
        lines
    }
}
