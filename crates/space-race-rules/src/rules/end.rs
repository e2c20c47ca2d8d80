//! End of the Game: "After you resolve the scoring of the last (7th) Mission
//! tile, the game ends. The player whose Rocket is furthest on the Progress
//! Tracker wins the Space Race."
//!
//! Rulings applied: R4 (scores are the spaces beyond 1950; Rockets never
//! share a space, so there is no tie), R14 (the decision cap).

use cardgame_core::Outcome;

use crate::event::Event;
use crate::rules::Sink;
use crate::state::{RawState, Stage, PROGRESS_1950};

impl RawState {
    /// Ends the game.
    #[inline(never)]
    pub(crate) fn finish(&mut self, ev: &mut impl Sink) {
        self.stage = Stage::Over;
        self.order.clear();
        self.order_idx = 0;
        self.tasks.clear();
        self.say(
            ev,
            Event::GameOver {
                capped: self.capped,
            },
        );
    }

    /// The result, once the game is over: each seat's score is the number of
    /// spaces its Rocket stands beyond the 1950 space; the farthest wins.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        if self.stage != Stage::Over {
            return None;
        }
        let scores = self
            .seats
            .map(|_, s| i32::from(s.progress) - i32::from(PROGRESS_1950));
        Some(Outcome::ranked(scores, |p| scores[p]).with_cap(self.capped))
    }
}
