//! The components of Space Race as `const` data, and the ability grammar the
//! engine interprets.
//!
//! Every table row is marked with its [`Provenance`]: `Named` when the
//! rulebook names it and gives some of its facts (a name, a value, an
//! ability shown in an example; the rest designed, ruling R25), `Designed`
//! when the rulebook is silent (see "Card data design" in the crate docs).
//! A fuller card list replaces [`cards::CARDS`] without touching the rules
//! code, as long as it is written in this grammar.

pub mod cards;
pub mod control;
pub mod factions;
pub mod missions;
pub mod projects;

use cardgame_core::Provenance;
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

/// The four card types, Universe sections, stripe colours, Control card types
/// and steps 1–4 of phase 2, in rulebook order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Section {
    /// Yellow stripe, top row of the Universe.
    #[default]
    Propaganda,
    /// Teal stripe.
    Technology,
    /// Purple stripe.
    SpacePrograms,
    /// Red stripe.
    Breakthroughs,
}

impl Section {
    /// All four, in Universe row order.
    pub const ALL: [Section; 4] = [
        Section::Propaganda,
        Section::Technology,
        Section::SpacePrograms,
        Section::Breakthroughs,
    ];

    /// The row index (0 = Propaganda).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The section of a row index.
    pub const fn from_index(i: usize) -> Option<Section> {
        match i {
            0 => Some(Section::Propaganda),
            1 => Some(Section::Technology),
            2 => Some(Section::SpacePrograms),
            3 => Some(Section::Breakthroughs),
            _ => None,
        }
    }

    /// The section's name.
    pub const fn name(self) -> &'static str {
        match self {
            Section::Propaganda => "Propaganda",
            Section::Technology => "Technology",
            Section::SpacePrograms => "Space Program",
            Section::Breakthroughs => "Breakthrough",
        }
    }

    /// This section alone, as a set.
    pub const fn set(self) -> Sections {
        Sections(1 << self as u8)
    }
}

/// A set of sections (bit `i` = [`Section::from_index`]`(i)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Sections(pub u8);

impl Sections {
    /// Propaganda only.
    pub const P: Sections = Sections(1);
    /// Technology only.
    pub const T: Sections = Sections(2);
    /// Space Programs only.
    pub const S: Sections = Sections(4);
    /// Breakthroughs only.
    pub const B: Sections = Sections(8);
    /// Any section.
    pub const ANY: Sections = Sections(15);

    /// The union of two sets.
    pub const fn or(self, other: Sections) -> Sections {
        Sections(self.0 | other.0)
    }

    /// Whether `s` is in the set.
    pub const fn has(self, s: Section) -> bool {
        self.0 & (1 << s as u8) != 0
    }
}

/// The five Breakthrough Zones of the board, the Launch Pad first and the
/// other four clockwise from Reaching for the Stars (the order the AI checks
/// them in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Zone {
    /// The Launch Pad (never scored by Breakthrough Domination).
    #[default]
    LaunchPad,
    /// Reaching for the Stars.
    ReachingForTheStars,
    /// Man in Space.
    ManInSpace,
    /// Planet Exploration.
    PlanetExploration,
    /// Search for Extraterrestrial Life.
    SearchForExtraterrestrialLife,
}

impl Zone {
    /// All five, Launch Pad first, then clockwise.
    pub const ALL: [Zone; 5] = [
        Zone::LaunchPad,
        Zone::ReachingForTheStars,
        Zone::ManInSpace,
        Zone::PlanetExploration,
        Zone::SearchForExtraterrestrialLife,
    ];

    /// The zone's index (0 = Launch Pad).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The zone of an index.
    pub const fn from_index(i: usize) -> Option<Zone> {
        match i {
            0 => Some(Zone::LaunchPad),
            1 => Some(Zone::ReachingForTheStars),
            2 => Some(Zone::ManInSpace),
            3 => Some(Zone::PlanetExploration),
            4 => Some(Zone::SearchForExtraterrestrialLife),
            _ => None,
        }
    }

    /// The zone's name.
    pub const fn name(self) -> &'static str {
        match self {
            Zone::LaunchPad => "Launch Pad",
            Zone::ReachingForTheStars => "Reaching for the Stars",
            Zone::ManInSpace => "Man in Space",
            Zone::PlanetExploration => "Planet Exploration",
            Zone::SearchForExtraterrestrialLife => "Search for Extraterrestrial Life",
        }
    }
}

/// A set of zones (bit `i` = [`Zone::from_index`]`(i)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Zones(pub u8);

impl Zones {
    /// The Launch Pad only.
    pub const LAUNCH_PAD: Zones = Zones(1);
    /// Reaching for the Stars.
    pub const STARS: Zones = Zones(2);
    /// Man in Space.
    pub const MAN: Zones = Zones(4);
    /// Planet Exploration.
    pub const PLANET: Zones = Zones(8);
    /// Search for Extraterrestrial Life.
    pub const SETI: Zones = Zones(16);
    /// The four scored zones.
    pub const SCORED: Zones = Zones(30);
    /// Every zone, the Launch Pad included.
    pub const ANY: Zones = Zones(31);

    /// The union of two sets.
    pub const fn or(self, other: Zones) -> Zones {
        Zones(self.0 | other.0)
    }

    /// Whether `z` is in the set.
    pub const fn has(self, z: Zone) -> bool {
        self.0 & (1 << z as u8) != 0
    }
}

/// Where an ability takes things from or puts them (the A and C of the
/// appendix). Unless stated, places are the acting player's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Place {
    /// The face-down Deck.
    Deck,
    /// Your hand.
    Hand,
    /// Your Lab.
    Lab,
    /// Your Agency (cards) or the astronaut supply in it.
    Agency,
    /// The top cards of the Universe.
    Universe,
    /// The Investments area.
    Investments,
    /// The Unexplored Universe (face down).
    Unexplored,
    /// Breakthrough Zones (astronauts).
    Zones(Zones),
    /// The Standby area of any open Project (astronauts).
    Projects,
}

impl core::fmt::Display for Place {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Place::Deck => f.write_str("the Deck"),
            Place::Hand => f.write_str("your hand"),
            Place::Lab => f.write_str("your Lab"),
            Place::Agency => f.write_str("your Agency"),
            Place::Universe => f.write_str("the Universe"),
            Place::Investments => f.write_str("the Investments"),
            Place::Unexplored => f.write_str("the Unexplored Universe"),
            Place::Zones(zones) => {
                let mut first = true;
                for z in Zone::ALL {
                    if zones.has(z) {
                        f.write_str(if first { "" } else { " or " })?;
                        f.write_str(z.name())?;
                        first = false;
                    }
                }
                if first {
                    f.write_str("no zone")?;
                }
                Ok(())
            }
            Place::Projects => f.write_str("the Standby area of a Project"),
        }
    }
}

/// What an ability moves (the B of the appendix).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum Thing {
    /// Cards of these sections.
    Cards(Sections),
    /// Astronauts, placed upright.
    Astronauts,
    /// Astronauts, placed exhausted (lying down).
    ExhaustedAstronauts,
}

/// "Move up to `n` things from A to B" (exactly `n` when B is Investments).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Move {
    /// What moves.
    pub thing: Thing,
    /// From where.
    pub from: Place,
    /// To where.
    pub to: Place,
    /// How many at most.
    pub n: u8,
}

/// What an ability does once its cost is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Nothing beyond the cost (a pure investment).
    Nothing,
    /// One move.
    Move(Move),
    /// A combined ability: announce how `n` is split between the two moves,
    /// then resolve the top one, then the bottom one.
    Combined {
        /// The shared maximum.
        n: u8,
        /// Resolved first.
        top: Move,
        /// Resolved second.
        bottom: Move,
    },
    /// Stand up to `n` of your exhausted astronauts.
    Refresh(u8),
    /// "Exhaust an Astronaut": lay down `n` of your upright astronauts in
    /// Breakthrough Zones, where they are (as many as you have if fewer; you
    /// choose which).
    Exhaust(u8),
    /// Uncover one of your covered cards.
    Uncover,
    /// Draw 1 card and show it; if it is of this section, place it into your
    /// Agency, else keep it in hand (a special, asterisked ability).
    DrawReveal(Section),
    /// Take one of your played Control cards (not the active one) back to
    /// your remaining Control cards (Propaganda 1).
    RecoverControl,
}

/// When an ability may or must be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Timing {
    /// Left side of a stripe: once each round in that section's step.
    Reusable(Section),
    /// Right side of a stripe: once, then the card is covered.
    SingleUse(Section),
    /// Bottom, immediate symbol: resolved when the card enters your Agency.
    Immediate,
    /// Bottom, Bureaucracy symbol: must be resolved in step 5.
    Bureaucracy,
    /// Bottom, Bureaucracy symbol, text starting "You may": optional in step 5.
    MayBureaucracy,
    /// Bottom, no symbol: a permanent effect or a trigger.
    Permanent(Trigger),
}

/// When a permanent ability fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Trigger {
    /// Whenever a card of these sections enters your Agency.
    CardEntersAgency(Sections),
    /// Whenever you place or move an astronaut into any Breakthrough Zone.
    AstronautEntersZone,
}

/// What happens when a Bureaucracy investment cannot be paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Penalty {
    /// No penalty.
    None,
    /// Cover this card (its single-use side is lost until uncovered).
    CoverThisCard,
    /// Put this card into the Investments area.
    ThisCardToInvestments,
    /// Return one of your astronauts from the Launch Pad to your Agency.
    LaunchPadAstronautToAgency,
}

/// One ability of a card or Control card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ability {
    /// When it is used.
    pub timing: Timing,
    /// Only while your faction is dedicated.
    pub dedicated: bool,
    /// Investment: exactly this many cards from hand to Investments, paid
    /// first; the ability cannot be resolved without paying it.
    pub cost: u8,
    /// What it does.
    pub effect: Effect,
    /// Bureaucracy only: what happens when the cost cannot be paid.
    pub penalty: Penalty,
}

impl Ability {
    /// A plain ability: no dedication, no cost, no penalty.
    pub const fn new(timing: Timing, effect: Effect) -> Ability {
        Ability {
            timing,
            dedicated: false,
            cost: 0,
            effect,
            penalty: Penalty::None,
        }
    }

    /// The same ability, usable only while dedicated.
    pub const fn when_dedicated(mut self) -> Ability {
        self.dedicated = true;
        self
    }

    /// The same ability with an investment cost and a penalty.
    pub const fn invest(mut self, cost: u8, penalty: Penalty) -> Ability {
        self.cost = cost;
        self.penalty = penalty;
        self
    }

    /// Whether it is activated (a stripe or a Bureaucracy ability), rather
    /// than resolved by itself (immediate and permanent abilities).
    pub const fn is_activated(&self) -> bool {
        matches!(
            self.timing,
            Timing::Reusable(_)
                | Timing::SingleUse(_)
                | Timing::Bureaucracy
                | Timing::MayBureaucracy
        )
    }

    /// Whether it is a stripe ability of section `s` (left or right side).
    pub const fn stripe(&self) -> Option<Section> {
        match self.timing {
            Timing::Reusable(s) | Timing::SingleUse(s) => Some(s),
            _ => None,
        }
    }
}

/// `Move` shorthand for the tables.
pub const fn mv(thing: Thing, from: Place, to: Place, n: u8) -> Move {
    Move { thing, from, to, n }
}

/// A Space Race card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardDef {
    /// Its name.
    pub name: &'static str,
    /// Its type (the Universe section it is placed in).
    pub section: Section,
    /// A Leader (Propaganda cards only): one at a time in an Agency.
    pub leader: bool,
    /// Level per stripe colour (0 = no stripe of that colour), used by
    /// Agency Output.
    pub levels: [u8; 4],
    /// While in your Agency, your faction is dedicated.
    pub dedicates: bool,
    /// Its abilities.
    pub abilities: &'static [Ability],
    /// Where the row comes from.
    pub provenance: Provenance,
}

/// The most abilities a card may have (the action space reserves this many).
pub const MAX_ABILITIES: usize = 3;
/// The most abilities a Control card may have.
pub const MAX_CONTROL_ABILITIES: usize = 2;
/// The largest `n` of a combined ability.
pub const MAX_SPLIT: u8 = 6;
