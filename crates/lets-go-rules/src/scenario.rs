//! Position edits on a [`RawState`] that keep the components conserved: a
//! card moved from wherever it is to one other zone, a Research token passed
//! from one seat to another, the Projects in play replaced by others.
//!
//! Nothing is checked until the edited state becomes a game again with
//! [`LetsGo::from_position`](crate::LetsGo::from_position), which refuses
//! any position the rules cannot play on (a Specialist in a Division that
//! does not match its Skills, a pending decision with nothing to decide...).

use cardgame_core::{PlayerId, StackVec};

use crate::data::{Card, Field, ProjectId};
use crate::state::{ProjectSlot, RawState};

/// A place a card can be, for building positions with [`RawState::move_card`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The Specialist deck.
    Deck,
    /// The Space Research Center.
    Center,
    /// A player's hand, known to everybody if `known`.
    Hand(PlayerId, bool),
    /// On top of a Division of a player's Hub.
    Hub(PlayerId, Field),
}

impl RawState {
    /// Moves a card from wherever it is to `zone` (on top, for a Hub): the
    /// card leaves every other zone, so each card stays in exactly one. A
    /// move to a seat that does not exist, or into a full Hub, leaves the
    /// card nowhere (and the conversion to a game refuses the position).
    pub fn move_card(&mut self, card: Card, zone: Zone) {
        let i = card.index();
        self.deck.remove(i);
        self.center.remove(i);
        for (_, h) in self.hands.iter_mut() {
            h.remove(i);
        }
        for (_, k) in self.known.iter_mut() {
            k.remove(i);
        }
        for (_, hub) in self.hubs.iter_mut() {
            hub.remove(card);
        }
        match zone {
            Zone::Deck => {
                self.deck.insert(i);
            }
            Zone::Center => {
                self.center.insert(i);
            }
            Zone::Hand(p, known) => {
                if let Some(h) = self.hands.get_mut(p) {
                    h.insert(i);
                }
                if known {
                    if let Some(k) = self.known.get_mut(p) {
                        k.insert(i);
                    }
                }
            }
            Zone::Hub(p, d) => {
                if let Some(hub) = self.hubs.get_mut(p) {
                    hub.push(card, d).ok();
                }
            }
        }
    }

    /// Passes one Research token of colour `research` from `from` to `to`;
    /// returns whether `from` had one to pass (nothing changes otherwise).
    pub fn pass_token(&mut self, from: PlayerId, to: PlayerId, research: Field) -> bool {
        if from == to || self.tokens.get(to).is_none() {
            return false;
        }
        let taken = self.tokens.get_mut(from).is_some_and(|t| t.take(research));
        if taken {
            if let Some(t) = self.tokens.get_mut(to) {
                t.add(research);
            }
        }
        taken
    }

    /// Replaces the Projects in play (none completed); Projects beyond the
    /// six a table can hold are left out.
    pub fn set_projects(&mut self, projects: &[ProjectId]) {
        self.projects = StackVec::new();
        for &project in projects {
            self.projects
                .push(ProjectSlot {
                    project,
                    owner: None,
                })
                .ok();
        }
    }
}
