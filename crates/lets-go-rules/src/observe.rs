//! What a viewer may know ([`Observation`]), and the worlds it cannot tell
//! apart (the [`Determinize`](cardgame_core::Determinize) of [`LetsGo`](crate::LetsGo)).
//!
//! Public: the Center, the Hubs, the Research tokens, the Projects, the
//! deck's size, each hand's size, the cards known to be in a hand (taken
//! from the Center, or shown while being recruited), and the whole turn in
//! progress. Secret: the cards drawn from the deck or dealt (to their
//! holder only) and the deck's order (to all).

use core::fmt;

use cardgame_core::{
    BySeat, CardSet, Determinize, GameRng, PlayerId, PlayerSet, RngCore, StackVec, Viewer,
};

use crate::config::Config;
use crate::data::{Card, Field, Icons};
use crate::state::{EndTrigger, Hub, LetsGo, ProjectSlot, RawState, Stage, TurnState};

/// Everything one viewer may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Observation {
    /// Who is looking.
    pub viewer: Viewer,
    /// The config.
    pub config: Config,
    /// Whose turn it is.
    pub current: PlayerId,
    /// The holder of the First Player marker.
    pub first: PlayerId,
    /// Who is to act.
    pub to_act: PlayerSet,
    /// The pending decision.
    pub stage: Stage,
    /// What the current player did this turn.
    pub turn: TurnState,
    /// Cards left in the deck.
    pub deck_size: u8,
    /// The Space Research Center.
    #[cfg_attr(feature = "serde", serde(with = "crate::state::card_numbers"))]
    pub center: CardSet,
    /// The Projects in play.
    pub projects: StackVec<ProjectSlot, 6>,
    /// Every Hub.
    pub hubs: BySeat<Hub>,
    /// Every player's Research tokens.
    pub tokens: BySeat<Icons>,
    /// Every hand's size.
    pub hand_sizes: BySeat<u8>,
    /// The cards of each hand the viewer knows: its own whole hand, and for
    /// the others the cards everybody knows are there.
    #[cfg_attr(feature = "serde", serde(with = "crate::state::card_numbers::by_seat"))]
    pub hands: BySeat<CardSet>,
    /// Whether (and why) the last round has started.
    pub last_round: Option<EndTrigger>,
    /// Consecutive turns without progress (stall rule).
    pub quiet_turns: u16,
    /// Turns completed.
    pub turns: u16,
    /// Each player's Progress so far (public: Hubs and Projects are).
    pub scores: BySeat<i32>,
}

impl RawState {
    /// What `viewer` may know.
    pub(crate) fn observation(&self, viewer: Viewer) -> Observation {
        let hands = BySeat::from_fn(self.players(), |p| {
            if viewer == Viewer::Seat(p) {
                self.hands[p]
            } else {
                self.known[p]
            }
        });
        Observation {
            viewer,
            config: self.config,
            current: self.current,
            first: self.first,
            to_act: self.acting(),
            stage: self.stage,
            turn: self.turn,
            deck_size: self.deck.len() as u8,
            center: self.center,
            projects: self.projects,
            hubs: self.hubs,
            tokens: self.tokens,
            hand_sizes: self.hands.map(|_, h| h.len() as u8),
            hands,
            last_round: self.last_round,
            quiet_turns: self.quiet_turns,
            turns: self.turns,
            scores: self.scores(),
        }
    }

    /// A state `viewer` cannot tell apart from this one: the cards it cannot
    /// place (the deck, and the unknown cards of other hands) are dealt
    /// again at random, each hand keeping its size and its known cards, and
    /// the RNG is re-keyed from `rng`.
    ///
    /// When another player has announced an ability used instead of the
    /// action and has yet to name the Specialist it recruits, everybody
    /// knows that a Specialist it can recruit is in the Center or its hand:
    /// deals that break this are drawn again (ruling R16), and after 64 such
    /// draws one of the unknown cards that qualifies is dealt to that hand
    /// first.
    pub(crate) fn determinize_for<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> RawState {
        let mut shuffler = GameRng::from_rng(rng);
        let announced = match self.stage {
            Stage::Choosing { ability } if viewer != Viewer::Seat(self.current) => Some(ability),
            _ => None,
        };
        let mut d = self.deal_unknown(viewer, None, &mut shuffler);
        if let Some(ability) = announced {
            let mut draws = 1;
            while !d.has_specialist_to_recruit(self.current, ability) {
                let forced = if draws < 64 {
                    None
                } else {
                    self.a_qualifying_unknown_card(viewer, ability, &mut shuffler)
                };
                d = self.deal_unknown(viewer, forced, &mut shuffler);
                draws += 1;
                if draws > 65 {
                    break;
                }
            }
        }
        d.rng = GameRng::from_rng(rng);
        d
    }

    /// The cards `viewer` cannot place, dealt again; `first` (if any) goes to
    /// the current player's hand before the rest.
    fn deal_unknown(
        &self,
        viewer: Viewer,
        first: Option<usize>,
        shuffler: &mut GameRng,
    ) -> RawState {
        let mut d = self.clone();
        let mut pool = self.deck;
        for p in PlayerId::all(self.players()) {
            if viewer != Viewer::Seat(p) {
                pool = pool.union(&self.hands[p].difference(&self.known[p]));
            }
        }
        for p in PlayerId::all(self.players()) {
            if viewer == Viewer::Seat(p) {
                continue;
            }
            let mut hidden = self.hands[p].difference(&self.known[p]).len();
            let mut hand = self.known[p];
            if p == self.current && hidden > 0 {
                if let Some(c) = first.filter(|&c| pool.remove(c)) {
                    hand.insert(c);
                    hidden -= 1;
                }
            }
            for _ in 0..hidden {
                if let Some(c) = pool.take_random(shuffler) {
                    hand.insert(c);
                }
            }
            d.hands[p] = hand;
        }
        d.deck = pool;
        d
    }

    /// A random card among those `viewer` cannot place that would let the
    /// current player recruit with the announced ability.
    fn a_qualifying_unknown_card(
        &self,
        viewer: Viewer,
        ability: Field,
        shuffler: &mut GameRng,
    ) -> Option<usize> {
        let p = self.current;
        let mut pool = self.deck;
        for q in PlayerId::all(self.players()) {
            if viewer != Viewer::Seat(q) {
                pool = pool.union(&self.hands[q].difference(&self.known[q]));
            }
        }
        let mut probe = self.clone();
        let qualifying: CardSet = pool
            .iter()
            .filter(|&c| {
                probe.hands[p] = self.known[p];
                probe.hands[p].insert(c);
                probe.has_specialist_to_recruit(p, ability)
            })
            .collect();
        qualifying.random(shuffler)
    }
}

fn cards(f: &mut fmt::Formatter<'_>, set: &CardSet) -> fmt::Result {
    let mut first = true;
    for i in set.iter() {
        if let Some(c) = Card::new(i as u8) {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{c}")?;
            describe(f, c)?;
        }
    }
    if first {
        f.write_str("-")?;
    }
    Ok(())
}

/// `#7[E|3:E,C,F|2]`: Skills, cost bottom first, Progress.
fn describe(f: &mut fmt::Formatter<'_>, c: Card) -> fmt::Result {
    let d = c.data();
    let letter = |x: &Field| match x {
        Field::Engineering => 'E',
        Field::Testing => 'T',
        Field::Science => 'S',
        Field::Construction => 'C',
        Field::SpaceFlight => 'F',
    };
    f.write_str("[")?;
    for s in d.skills {
        write!(f, "{}", letter(s))?;
    }
    f.write_str("|")?;
    for x in d.cost {
        write!(f, "{}", letter(x))?;
    }
    write!(f, "|{}{}]", d.points, if d.asterisk() { "*" } else { "" })
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Turn {} — {} to play ({} started){}",
            self.turns + 1,
            self.current,
            self.first,
            match self.last_round {
                Some(_) => " — LAST ROUND",
                None => "",
            }
        )?;
        write!(f, "Center: ")?;
        cards(f, &self.center)?;
        writeln!(f, "   (deck: {} cards)", self.deck_size)?;
        f.write_str("Projects:")?;
        for slot in self.projects.iter() {
            let data = slot.project.data();
            write!(f, " {} [{}] {}pts", slot.project, data.skills, data.points)?;
            if let Some(o) = slot.owner {
                write!(f, " (done by {o})")?;
            }
            f.write_str(";")?;
        }
        writeln!(f)?;
        for (p, hub) in self.hubs.iter() {
            let me = if self.viewer == Viewer::Seat(p) {
                " (you)"
            } else {
                ""
            };
            writeln!(
                f,
                "{p}{me}: {} Progress, tokens [{}], hand {} card(s):",
                self.scores[p], self.tokens[p], self.hand_sizes[p]
            )?;
            f.write_str("   known hand: ")?;
            cards(f, &self.hands[p])?;
            writeln!(f)?;
            for d in Field::ALL {
                let mut any = false;
                for c in hub.division(d) {
                    if !any {
                        write!(f, "   {d}:")?;
                        any = true;
                    }
                    write!(f, " {c}")?;
                    describe(f, c)?;
                }
                if any {
                    writeln!(f)?;
                }
            }
        }
        // What the cards in view do: the Center, the known hands, the tops.
        let mut in_view = self.center;
        for (p, hub) in self.hubs.iter() {
            in_view = in_view.union(&self.hands[p]);
            for d in Field::ALL {
                if let Some(c) = hub.top(d) {
                    in_view.insert(c.index());
                }
            }
        }
        f.write_str("Abilities in view:")?;
        for i in in_view.iter() {
            if let Some(c) = Card::new(i as u8) {
                if c.data().ability != crate::data::Ability::None {
                    write!(f, "\n   {c}: {}", c.data().ability)?;
                }
            }
        }
        writeln!(f)?;
        match self.stage {
            Stage::Paying(pay) => writeln!(
                f,
                "Recruiting {} into {}: still {} (+{} of any colour provided), {} token(s) to pass",
                pay.card, pay.division, pay.need, pay.wild, pay.tokens_due
            ),
            Stage::Choosing { ability } => {
                writeln!(
                    f,
                    "Choose the Specialist for the ability of your {ability} Division"
                )
            }
            Stage::Boosting(b) => writeln!(f, "End-of-turn Skill from your {} Division", b.ability),
            Stage::AfterAction => writeln!(f, "After your action: abilities or end turn"),
            Stage::Claiming => writeln!(f, "Choose the Project to complete"),
            Stage::Action | Stage::Over => Ok(()),
        }
    }
}

impl Determinize for LetsGo {
    fn determinize<R: RngCore>(&self, viewer: Viewer, rng: &mut R) -> Self {
        LetsGo {
            s: self.s.determinize_for(viewer, rng),
        }
    }

    fn rng(&self) -> &GameRng {
        &self.s.rng
    }

    fn set_rng(&mut self, rng: GameRng) {
        self.s.rng = rng;
    }
}
