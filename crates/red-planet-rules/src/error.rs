//! Why an action was refused ([`RuleError`]) and why a text is not an action
//! ([`ParseActionError`]), phrased for a player.

use alloc::string::String;
use core::fmt;

use cardgame_core::{PlayerId, PlayerSet};

use crate::action::Site;
use crate::config::Colour;
use crate::data::event_name;
use crate::data::specialists::Specialist;
use crate::data::zones::Zone;
use crate::words::Plural;

/// A dock as a player reads it: docks count from 1, left to right.
struct Dock(u8);

impl fmt::Display for Dock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "dock {}", u32::from(self.0) + 1)
    }
}

/// What a supply holds when it is too little: `none`, `only 2`.
struct Held(u8);

impl fmt::Display for Held {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("none"),
            n => write!(f, "only {n}"),
        }
    }
}

/// A Robot's site as a player reads it.
struct Where(Site);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Site::Zone(z) => write!(f, "{z}"),
            Site::Ship(d) => write!(f, "the ship at {}", Dock(d)),
        }
    }
}

/// Why an action was refused: the rule it breaks and what would be legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has no decision pending.
    #[error("{seat} has no decision now; waiting for {to_act}")]
    NotYourTurn {
        /// The seat that tried to act.
        seat: PlayerId,
        /// The seats with a decision pending.
        to_act: PlayerSet,
    },
    /// The action does not answer the pending decision.
    #[error("not now: the decision is to {expected}")]
    WrongDecision {
        /// What the seat has to decide.
        expected: &'static str,
    },
    /// Setup 8: a player keeps one of the two missions dealt to them.
    #[error("{} was not dealt to you: keep one of the two missions dealt to you", event_name(*.mission))]
    NotDealt {
        /// The event card named.
        mission: u8,
    },
    /// 2-player setup 10: only the three kept cards are stacked on the neutral deck.
    #[error("{specialist} is not one of the kept cards still to stack on your neutral deck")]
    NotToStack {
        /// The specialist.
        specialist: Specialist,
    },
    /// Round step 1: the specialist is chosen from the hand (played cards
    /// come back only with the Recruiter).
    #[error(
        "{specialist} is not in your hand: choose one of your hand (played specialists come back only with the Recruiter)"
    )]
    NotInHand {
        /// The specialist.
        specialist: Specialist,
    },
    /// The colour's supply holds fewer astronauts than the effect places.
    #[error(
        "the effect places {} and your supply holds {}",
        Plural(u32::from(*.needed), "astronaut"),
        Held(*.supply)
    )]
    NoAstronautLeft {
        /// Astronauts the step places.
        needed: u8,
        /// Astronauts left in the supply.
        supply: u8,
    },
    /// Card clarifications: astronauts go only in a docked ship with room for them.
    #[error(
        "{} has no docked ship with room for {}: place in a docked ship with room",
        Dock(*.dock),
        Plural(u32::from(*.needed), "astronaut")
    )]
    NoRoom {
        /// The dock named.
        dock: u8,
        /// Astronauts to place there.
        needed: u8,
    },
    /// Secret Agent: its two astronauts go in two different docked ships.
    #[error(
        "the Secret Agent's first astronaut went to {}: place the second in another docked ship",
        Dock(*.dock)
    )]
    SameShip {
        /// The dock of the first astronaut.
        dock: u8,
    },
    /// A destination token goes on a ship (docked or launched).
    #[error("there is no ship at {}: the destination token goes on a docked or launched ship", Dock(*.dock))]
    NoShip {
        /// The dock named.
        dock: u8,
    },
    /// Destination tokens: two per zone, taken from the supply.
    #[error(
        "no {zone} destination token is left in the supply (two per zone): take another zone's"
    )]
    NoToken {
        /// The token's zone.
        zone: Zone,
    },
    /// Destination tokens: the first astronaut on an unknown-destination ship
    /// calls for a token on that ship.
    #[error(
        "the token goes on the unknown-destination ship at {}, which just got its first astronaut",
        Dock(*.awaiting)
    )]
    NotTheUnknownShip {
        /// The dock named.
        dock: u8,
        /// The dock awaiting a destination token.
        awaiting: u8,
    },
    /// Soldier: "kill 1 astronaut on Phobos or an outer zone of Mars".
    #[error("the Soldier kills on Phobos or in an outer zone of Mars, not in {zone}")]
    NotAKillZone {
        /// The zone named.
        zone: Zone,
    },
    /// Soldier and Robot: the targeted astronaut is not there.
    #[error("there is no {colour} astronaut in {}", Where(*.site))]
    NoAstronaut {
        /// Where.
        site: Site,
        /// The colour named.
        colour: Colour,
    },
    /// Soldier: "move up to 3 of your astronauts from Phobos to any zone(s) on Mars".
    #[error("the Soldier's astronauts leave Phobos for a zone of Mars, not {zone}")]
    NotOnMars {
        /// The zone named.
        zone: Zone,
    },
    /// Soldier: "The player must move at least one astronaut".
    #[error("the Soldier must move at least one astronaut from Phobos before stopping")]
    MustMove,
    /// Robot: "in 1 zone or ship where you have at least 1 astronaut".
    #[error("you have no astronaut in {}: the Robot replaces where you have one", Where(*.site))]
    NotPresent {
        /// Where.
        site: Site,
    },
    /// Robot: it replaces an opponent's astronaut.
    #[error("the Robot replaces an opponent's astronaut, not one of its own colour ({colour})")]
    NotAnOpponent {
        /// The colour named.
        colour: Colour,
    },
    /// Saboteur and Secret Agent: the ship must be docked.
    #[error("there is no docked ship at {}: choose a ship still at the launchpad", Dock(*.dock))]
    NotDocked {
        /// The dock named.
        dock: u8,
    },
    /// Secret Agent: "force 1 ship that is not yet full to launch".
    #[error("the ship at {} is full (it launches anyway): force a ship that is not yet full", Dock(*.dock))]
    ShipFull {
        /// The dock named.
        dock: u8,
    },
    /// Scientist: no event card is left to draw.
    #[error("the event deck is empty: look at a face-down discovery instead")]
    EventDeckEmpty,
    /// Scientist: "look at 1 discovery card in play", face down.
    #[error("there is no face-down discovery in {zone}")]
    NoFaceDownDiscovery {
        /// The zone named.
        zone: Zone,
    },
    /// Event cards: discoveries go to the outer zones of Mars.
    #[error("discoveries go to outer zones of Mars, not {zone}")]
    NotAnOuterZone {
        /// The zone named.
        zone: Zone,
    },
    /// Card clarifications: "Each zone can have at most one discovery card".
    #[error("{zone} already holds a discovery: assign it to an outer zone without one")]
    ZoneHasDiscovery {
        /// The zone named.
        zone: Zone,
    },
    /// Card clarifications: "All specialist effects are mandatory and must
    /// be resolved fully if possible" (ruling R21).
    #[error(
        "this choice would make {rest} impossible while another keeps it possible: effects are resolved fully if possible, so choose one that keeps it"
    )]
    WouldSpoil {
        /// The later part the choice would make impossible.
        rest: &'static str,
    },
    /// 2-player variant: "When resolving a neutral Scientist, the
    /// controlling player draws the event card" (ruling R22).
    #[error("a neutral Scientist draws the event card: `draw`, not `look`")]
    NeutralScientistDraws,
    /// Explorer: a move takes one of your astronauts to an adjacent zone.
    #[error("{to} is not adjacent to {from} on this board")]
    NotAdjacent {
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
}

/// A text that is not an action; it quotes the text and lists the forms.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not an action; the forms are `keep MISSION`, `stack SPECIALIST`, `choose SPECIALIST`, `place dN`, `token dN ZONE`, `kill ZONE COLOUR`, `land ZONE`, `replace ZONE COLOUR`, `replace dN COLOUR`, `destroy dN`, `launch dN`, `draw`, `look ZONE`, `assign ZONE`, `move ZONE ZONE` and `stop` (docks d1 to d6; names in lower case with dashes, as `mare-tyrrhenum`, `travel-agent`, `sylvanite-stash`)"
)]
pub struct ParseActionError {
    /// The text that was read.
    pub text: String,
}
