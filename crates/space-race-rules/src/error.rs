//! Why an action was refused ([`RuleError`]) and why a text is not an
//! action ([`ParseActionError`]), phrased for the player.

use core::fmt;

use cardgame_core::{PlayerId, PlayerSet};

use crate::action::Action;
use crate::data::cards::card_def;
use crate::data::Zone;
use crate::words::Plural;

/// A card as a person reads it: its name and its number, `Area 51 [12]`
/// (the number is the card's id in actions and JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CardLabel(pub u8);

impl fmt::Display for CardLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} [{}]",
            card_def(self.0).map_or("?", |d| d.name),
            self.0
        )
    }
}

/// An ability as a person reads it: `ability 1 of Area 51 [12]`, or of the
/// active Control card.
struct AbilityLabel(Option<u8>, u8);

impl fmt::Display for AbilityLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => write!(f, "ability {} of {}", self.1, CardLabel(c)),
            None => write!(f, "ability {} of your active Control card", self.1),
        }
    }
}

fn upright(exhausted: &bool) -> &'static str {
    if *exhausted {
        "exhausted"
    } else {
        "upright"
    }
}

/// Why an action was refused: the rule it breaks and what would be legal.
///
/// Card numbers are the ids of actions and JSON (`card 12`, `[12]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has no decision pending.
    #[error("{seat} has no decision now; waiting for {to_act}")]
    NotYourTurn {
        /// Who tried.
        seat: PlayerId,
        /// Who may act.
        to_act: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("not now: the decision is {expected}")]
    WrongDecision {
        /// What the pending decision accepts.
        expected: &'static str,
    },
    /// The action is outside the game's action index space: no such card,
    /// ability, slot, zone, Project or space.
    #[error("\"{action}\" names no card, ability, slot, zone, Project or space of Space Race")]
    NoSuchThing {
        /// The action.
        action: Action,
    },
    /// The card is not in the seat's hand (phase 1 step 2, investments).
    #[error("{} is not in your hand", CardLabel(*.card))]
    NotInHand {
        /// The card.
        card: u8,
    },
    /// Phase 1 step 2: "If you have more than 7 cards in hand, you must place
    /// cards until you have 7 or fewer cards in hand."
    #[error(
        "you hold {hand} cards: put cards into the Unexplored Universe until you have 7 or fewer"
    )]
    OverHandLimit {
        /// Cards in hand.
        hand: u8,
    },
    /// Phase 1 step 5: only a remaining Control card may be chosen ("Every
    /// Control card can be used only once during the game").
    #[error("Control card {slot} is not one of your remaining Control cards (each is played once per game)")]
    ControlNotInHand {
        /// The Control card slot.
        slot: u8,
    },
    /// Phase 2: only cards in your Agency have abilities to activate.
    #[error("{} is not in your Agency", CardLabel(*.card))]
    NotInAgency {
        /// The card.
        card: u8,
    },
    /// The card or Control card has no ability with that index.
    #[error("{} does not exist", AbilityLabel(*.card, *.ability))]
    NoSuchAbility {
        /// The card (`None`: the active Control card).
        card: Option<u8>,
        /// The ability's index.
        ability: u8,
    },
    /// Phase 2: stripe abilities are activated in the step of their colour,
    /// Bureaucracy abilities in step 5; immediate and permanent abilities
    /// are never activated.
    #[error("{} cannot be activated in this step: stripe abilities in the step of their colour, Bureaucracy abilities in the Bureaucracy step", AbilityLabel(*.card, *.ability))]
    NotThisStep {
        /// The card (`None`: the active Control card).
        card: Option<u8>,
        /// The ability's index.
        ability: u8,
    },
    /// "You may activate each ability on a card once per round."
    #[error("{} was activated already this round (each ability once per round)", AbilityLabel(*.card, *.ability))]
    AlreadyUsed {
        /// The card (`None`: the active Control card).
        card: Option<u8>,
        /// The ability's index.
        ability: u8,
    },
    /// "Abilities on the covered side of the card may no longer be activated."
    #[error("the single-use side of {} is covered", CardLabel(*.card))]
    Covered {
        /// The card.
        card: u8,
    },
    /// Investments: "If you cannot pay the full cost of the ability, it
    /// cannot be resolved" (ruling R15).
    #[error("the investment is {} from your hand and you hold {hand}", Plural(u32::from(*.cost), "card"))]
    CannotPay {
        /// Cards the investment costs.
        cost: u8,
        /// Cards in hand.
        hand: u8,
    },
    /// Dedication: "Some abilities can only be activated when your faction
    /// is dedicated."
    #[error("{} needs your faction to be dedicated (an initiative 3 Control card, or an Agency card that dedicates)", AbilityLabel(*.card, *.ability))]
    NotDedicated {
        /// The card (`None`: the active Control card).
        card: Option<u8>,
        /// The ability's index.
        ability: u8,
    },
    /// Bureaucracy: "All players must activate all of their Bureaucracy
    /// abilities" (except those starting "You may").
    #[error("a Bureaucracy ability of yours is still to be resolved: activate it before you end your Bureaucracy step (only \"You may\" abilities are optional)")]
    BureaucracyLeft,
    /// Combined Abilities: the split shares the ability's value.
    #[error("this combined ability splits {n}: announce 0 to {n} for the top effect, not {k}")]
    SplitTooLarge {
        /// The split asked for.
        k: u8,
        /// The ability's value.
        n: u8,
    },
    /// Moves to the Investments: "you must move the exact number of cards
    /// indicated".
    #[error("cards to the Investments must be exactly the number shown: {left} more to pay")]
    MustMoveExactly {
        /// Cards still to move.
        left: u8,
    },
    /// Empty Deck: "If the Deck runs out a second time, it stays empty".
    #[error(
        "the Deck is empty and the Investments were already used as a new Deck once: stop instead"
    )]
    DeckEmpty,
    /// Only the top card of a Universe slot can be targeted, and the slot
    /// must hold a card.
    #[error("Universe slot {slot} is empty")]
    EmptySlot {
        /// The slot.
        slot: u8,
    },
    /// The card on top of the slot is not of a type the ability takes.
    #[error("the top card of Universe slot {slot} is not of a type this ability takes")]
    WrongType {
        /// The slot.
        slot: u8,
    },
    /// No Universe card to take: "You may only do this if the ability that
    /// allows you to do this is the first ability you activate on your turn."
    #[error("a card from the closest preceding section only with the first ability you activate on your turn: draw 3 cards from the Deck instead, or stop")]
    NotFirstAbility,
    /// No Universe card to take: "Choose a card from the closest preceding
    /// section (i.e. a step that is already finished)" (ruling R28: the
    /// nearest one holding a card).
    #[error("the card must come from the closest preceding section holding a card (a step already finished), not from Universe slot {slot}")]
    NotClosestSection {
        /// The slot.
        slot: u8,
    },
    /// No Universe card to take: the alternatives are for when no card of the
    /// ability's types is in the Universe.
    #[error("a card of this ability's types is in the Universe: take it, or stop; drawing 3 cards or taking a card of another section is only for when there is none")]
    CardToTake,
    /// The card is not one the pending move takes: wrong place or type.
    #[error("{} is not a card this ability moves (its place or type does not match)", CardLabel(*.card))]
    NotMovable {
        /// The card.
        card: u8,
    },
    /// The seat has no such astronaut in the zone.
    #[error("you have no {} Astronaut in {}", upright(.exhausted), .zone.name())]
    NoAstronaut {
        /// The zone.
        zone: Zone,
        /// Whether an exhausted one was asked for.
        exhausted: bool,
    },
    /// The move does not take astronauts from this zone, or puts them
    /// nowhere from it.
    #[error("this ability does not move an Astronaut from {} to a zone it allows", .zone.name())]
    NotFromZone {
        /// The zone.
        zone: Zone,
    },
    /// The move does not put astronauts into this zone.
    #[error("this ability does not move an Astronaut into {} (name only the zone: an ability that places Astronauts exhausted lays them down by itself)", .zone.name())]
    NotIntoZone {
        /// The zone.
        zone: Zone,
    },
    /// Ruling R9: with astronauts in the Agency, a placement takes one from
    /// there.
    #[error("your Agency has Astronauts: the ability places one of those")]
    AgencyNotEmpty,
    /// Ruling R9: with no astronaut in the Agency, one is taken from a
    /// Project or a Standby area first.
    #[error("your Agency has no Astronaut: take one from a Project or from a Standby area first, or stop")]
    AgencyEmpty,
    /// Ruling R9: the source must hold one of the seat's astronauts, must
    /// not be the Project placed on, and must leave a destination.
    #[error("Project {project} has no Astronaut of yours there to take for this placement")]
    NotASource {
        /// The Project (stack position).
        project: u8,
    },
    /// Projects: astronauts go to the Standby area of an open Project with
    /// an empty space (the requirement's Project, not the one the astronaut
    /// comes from).
    #[error("Project {project} takes no Astronaut now: it must be open, have an empty space and be a Project this placement allows")]
    ProjectClosed {
        /// The Project (stack position).
        project: u8,
    },
    /// The astronaut picked must be put down.
    #[error("the Astronaut you took must be placed: choose where it goes")]
    MustPlace,
    /// "Exhaust an Astronaut" is mandatory while you have an upright one
    /// (ruling R26).
    #[error(
        "exhausting is mandatory: choose one of your upright Astronauts in a Breakthrough Zone"
    )]
    MustExhaust,
    /// Covering: the covering card is another card of the Agency, neither
    /// covered nor covering a card.
    #[error("{} cannot cover that card: a covering card is another card of your Agency, neither covered nor covering one", CardLabel(*.card))]
    CannotCover {
        /// The card offered as the cover.
        card: u8,
    },
    /// A new card takes the place of an astronaut (or of nothing) covering a
    /// card.
    #[error("{} is not covered by an Astronaut or by nothing", CardLabel(*.card))]
    NotReplaceable {
        /// The covered card named.
        card: u8,
    },
    /// Uncover: only a covered card of your Agency.
    #[error("{} is not one of your covered cards", CardLabel(*.card))]
    NotCovered {
        /// The card.
        card: u8,
    },
    /// Propaganda 1: a played Control card other than the active one.
    #[error(
        "Control card {slot} is not one of your played Control cards other than the active one"
    )]
    ControlNotPlayed {
        /// The Control card slot.
        slot: u8,
    },
    /// Leaders: one of the two Leaders goes to the Lab.
    #[error("{} is not one of your Leaders", CardLabel(*.card))]
    NotALeader {
        /// The card.
        card: u8,
    },
    /// Projects: the first astronaut goes on an empty blue-bordered space
    /// (or the first empty white one), later ones on the next empty space.
    #[error("your Astronaut cannot go on space {space}: the first on a Project goes on an empty blue-bordered space, the next ones on the next empty space")]
    SpaceNotAllowed {
        /// The space.
        space: u8,
    },
}

/// Why a text is not an action: it quotes the text and lists the forms
/// accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not a Space Race action (the forms are \"card 12\", \"done\", \"control 3\", \"activate 40.1\", \"activate control.0\", \"split 1\", \"slot 5\", \"zone 2\", \"zone 2 exhausted\", \"project 0\", \"space 1\", \"draw\", \"draw3\", \"stop\", \"from project 1\", \"from standby 1\"; every number counts from 0: cards, Control card slots, abilities of a card, Universe slots, zones with 0 the Launch Pad, Projects from the bottom of the stack, and spaces)")]
pub struct ParseActionError {
    /// The text that does not parse.
    pub text: alloc::string::String,
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec;

    use super::*;

    /// Every refusal is a sentence for a person: no code syntax, and the
    /// right number for one card and for several.
    #[test]
    fn refusals_are_worded_for_people() {
        let (card, slot, zone) = (0u8, 1u8, Zone::ManInSpace);
        let errors = vec![
            RuleError::GameOver,
            RuleError::NotYourTurn {
                seat: PlayerId(1),
                to_act: PlayerSet::only(PlayerId(0)),
            },
            RuleError::WrongDecision { expected: "none" },
            RuleError::NoSuchThing {
                action: Action::Card(200),
            },
            RuleError::NotInHand { card },
            RuleError::OverHandLimit { hand: 9 },
            RuleError::ControlNotInHand { slot },
            RuleError::NotInAgency { card },
            RuleError::NoSuchAbility {
                card: None,
                ability: 3,
            },
            RuleError::NotThisStep {
                card: Some(card),
                ability: 0,
            },
            RuleError::AlreadyUsed {
                card: Some(card),
                ability: 0,
            },
            RuleError::Covered { card },
            RuleError::CannotPay { cost: 2, hand: 1 },
            RuleError::NotDedicated {
                card: Some(card),
                ability: 0,
            },
            RuleError::BureaucracyLeft,
            RuleError::SplitTooLarge { k: 3, n: 2 },
            RuleError::MustMoveExactly { left: 1 },
            RuleError::DeckEmpty,
            RuleError::EmptySlot { slot },
            RuleError::WrongType { slot },
            RuleError::NotFirstAbility,
            RuleError::NotClosestSection { slot },
            RuleError::CardToTake,
            RuleError::NotMovable { card },
            RuleError::NoAstronaut {
                zone,
                exhausted: true,
            },
            RuleError::NotFromZone { zone },
            RuleError::NotIntoZone { zone },
            RuleError::AgencyNotEmpty,
            RuleError::AgencyEmpty,
            RuleError::NotASource { project: 1 },
            RuleError::ProjectClosed { project: 1 },
            RuleError::MustPlace,
            RuleError::MustExhaust,
            RuleError::CannotCover { card },
            RuleError::NotReplaceable { card },
            RuleError::NotCovered { card },
            RuleError::ControlNotPlayed { slot },
            RuleError::NotALeader { card },
            RuleError::SpaceNotAllowed { space: 2 },
        ];
        for e in errors {
            let text = e.to_string();
            for code in ["`", "<", "(s)", "draw3", "from project", "from standby"] {
                assert!(!text.contains(code), "{e:?}: {text}");
            }
        }
        let pay = |cost| RuleError::CannotPay { cost, hand: 0 }.to_string();
        assert_eq!(
            pay(1),
            "the investment is 1 card from your hand and you hold 0"
        );
        assert_eq!(
            pay(2),
            "the investment is 2 cards from your hand and you hold 0"
        );
        let parse = ParseActionError {
            text: "slot".into(),
        }
        .to_string();
        assert!(!parse.contains('`'), "{parse}");
        assert!(parse.contains("\"slot 5\""), "{parse}");
        assert!(parse.contains("every number counts from 0"), "{parse}");
    }
}
