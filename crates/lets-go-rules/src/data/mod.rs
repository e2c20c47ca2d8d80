//! The components of the game as data: the five fields of space research,
//! the 60 Specialist cards ([`specialists`]) and the 20 Project sides
//! ([`projects`]).
//!
//! Card effects are data ([`Ability`]) interpreted in one place, the rules'
//! ability interpreter: adding a card is adding a row. Each row carries its
//! [`Provenance`](cardgame_core::Provenance).

pub mod projects;
pub mod specialists;

use core::fmt;

pub use projects::{ProjectSide, PROJECT_SIDES};
pub use specialists::{Specialist, SPECIALISTS};

/// One of the five fields of space research. A field names a Division of
/// the Hub, a Skill (round icon) and a colour of Research (square icon and
/// token): Engineering is blue, Testing green, Science yellow, Construction
/// red and Space Flight purple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Field {
    /// Engineering (blue): Engineers.
    #[default]
    Engineering,
    /// Testing (green): Testers.
    Testing,
    /// Science (yellow): Scientists.
    Science,
    /// Construction (red): Builders.
    Construction,
    /// Space Flight (purple): Astronauts.
    SpaceFlight,
}

impl Field {
    /// The five fields in the order of the Hub.
    pub const ALL: [Field; 5] = [
        Field::Engineering,
        Field::Testing,
        Field::Science,
        Field::Construction,
        Field::SpaceFlight,
    ];

    /// The field's index, 0..5.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The field with this index.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Field> {
        match i {
            0 => Some(Field::Engineering),
            1 => Some(Field::Testing),
            2 => Some(Field::Science),
            3 => Some(Field::Construction),
            4 => Some(Field::SpaceFlight),
            _ => None,
        }
    }

    /// The Division's name in action text: `engineering`, `testing`,
    /// `science`, `construction`, `spaceflight`.
    pub const fn name(self) -> &'static str {
        match self {
            Field::Engineering => "engineering",
            Field::Testing => "testing",
            Field::Science => "science",
            Field::Construction => "construction",
            Field::SpaceFlight => "spaceflight",
        }
    }

    /// The colour of the field's Research and Skill icons.
    pub const fn colour(self) -> &'static str {
        match self {
            Field::Engineering => "blue",
            Field::Testing => "green",
            Field::Science => "yellow",
            Field::Construction => "red",
            Field::SpaceFlight => "purple",
        }
    }

    /// What a Specialist of this field is called.
    pub const fn specialist(self) -> &'static str {
        match self {
            Field::Engineering => "Engineer",
            Field::Testing => "Tester",
            Field::Science => "Scientist",
            Field::Construction => "Builder",
            Field::SpaceFlight => "Astronaut",
        }
    }

    /// Parses a Division name ([`Field::name`]) or a colour ([`Field::colour`]).
    pub fn parse(s: &str) -> Option<Field> {
        Field::ALL
            .into_iter()
            .find(|f| f.name() == s || f.colour() == s)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Engineering => "Engineering",
            Field::Testing => "Testing",
            Field::Science => "Science",
            Field::Construction => "Construction",
            Field::SpaceFlight => "Space Flight",
        })
    }
}

/// A count of icons (or Research tokens) per field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Icons(pub [u8; 5]);

impl Icons {
    /// No icon.
    pub const ZERO: Icons = Icons([0; 5]);

    /// One of each field (a player's starting Research tokens).
    pub const ONE_EACH: Icons = Icons([1; 5]);

    /// The count of `field`.
    #[inline]
    pub const fn get(&self, field: Field) -> u8 {
        self.0[field.index()]
    }

    /// Adds one icon of `field` (saturating).
    #[inline]
    pub fn add(&mut self, field: Field) {
        let c = &mut self.0[field.index()];
        *c = c.saturating_add(1);
    }

    /// Removes one icon of `field`; returns whether there was one.
    #[inline]
    pub fn take(&mut self, field: Field) -> bool {
        let c = &mut self.0[field.index()];
        if *c == 0 {
            false
        } else {
            *c -= 1;
            true
        }
    }

    /// The counts of `self` and `other` added, colour by colour (saturating).
    #[inline]
    pub(crate) fn plus(&self, other: &Icons) -> Icons {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_add(*b);
        }
        out
    }

    /// The counts of a list of icons.
    pub fn of(list: &[Field]) -> Icons {
        let mut i = Icons::ZERO;
        for &f in list {
            i.add(f);
        }
        i
    }

    /// The total number of icons.
    #[inline]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| u32::from(c)).sum()
    }

    /// How many icons of `self` the icons of `have` leave uncovered, colour
    /// by colour.
    #[inline]
    pub(crate) fn beyond(&self, have: &Icons) -> u32 {
        self.0
            .iter()
            .zip(have.0.iter())
            .map(|(&n, &h)| u32::from(n.saturating_sub(h)))
            .sum()
    }

    /// Whether every count of `self` is at least the count of `need`.
    #[inline]
    pub fn covers(&self, need: &Icons) -> bool {
        // Every colour compared, without a branch per colour.
        self.0
            .iter()
            .zip(need.0.iter())
            .fold(true, |all, (a, b)| all & (a >= b))
    }

    /// The fields with a non-zero count, with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (Field, u8)> + '_ {
        Field::ALL
            .iter()
            .map(|&f| (f, self.get(f)))
            .filter(|&(_, c)| c > 0)
    }
}

impl fmt::Display for Icons {
    /// `2 blue, 1 red`, or `nothing`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (field, c) in self.iter() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{c} {}", field.colour())?;
        }
        if first {
            f.write_str("nothing")?;
        }
        Ok(())
    }
}

/// The number of Specialist cards.
pub const NUM_SPECIALISTS: usize = 60;

/// The number of Project tiles (each has two sides).
pub const NUM_TILES: usize = 10;

/// A Specialist card, by its card number 1..=60 (stored 0-based): `#7` in
/// text and `7` in JSON are card number 7, [`Card::number`]`(7)`, whose
/// 0-based [`Card::id`] is 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Card(u8);

impl Card {
    /// The card with this 0-based id (`None` outside `0..60`).
    #[inline]
    pub const fn new(id: u8) -> Option<Card> {
        if (id as usize) < NUM_SPECIALISTS {
            Some(Card(id))
        } else {
            None
        }
    }

    /// The card with this printed card number (`None` outside `1..=60`).
    #[inline]
    pub const fn number(number: u8) -> Option<Card> {
        if number == 0 {
            None
        } else {
            Card::new(number - 1)
        }
    }

    /// The 0-based id.
    #[inline]
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The 0-based id as an index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The printed card number, which is also its ability number.
    #[inline]
    pub const fn printed(self) -> u8 {
        self.0 + 1
    }

    /// The card's data.
    #[inline]
    pub fn data(self) -> &'static Specialist {
        &SPECIALISTS[self.table_index()]
    }

    /// The id as an index into a table with one entry per card: `Card` only
    /// holds ids below [`NUM_SPECIALISTS`], and the bound (a comparison,
    /// cheaper than a remainder) lets indexing skip its check.
    #[inline]
    pub(crate) const fn table_index(self) -> usize {
        let i = self.0 as usize;
        if i < NUM_SPECIALISTS {
            i
        } else {
            NUM_SPECIALISTS - 1
        }
    }

    /// Every card, by id.
    pub fn all() -> impl Iterator<Item = Card> + Clone {
        (0..NUM_SPECIALISTS as u8).map(Card)
    }
}

impl fmt::Display for Card {
    /// `#7`, the printed card number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.printed())
    }
}

/// One side of a Project tile, 0..20: tile `id / 2`, Soviet side when `id`
/// is even, American when odd. In text and in JSON a side is its name in
/// lower case with dashes ([`ProjectId::slug`], `"vostok-1"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct ProjectId(u8);

impl ProjectId {
    /// The side with this id (`None` outside `0..20`).
    #[inline]
    pub const fn new(id: u8) -> Option<ProjectId> {
        if (id as usize) < 2 * NUM_TILES {
            Some(ProjectId(id))
        } else {
            None
        }
    }

    /// Side `side` (0 Soviet, 1 American) of tile `tile`.
    pub const fn of_tile(tile: u8, side: u8) -> Option<ProjectId> {
        if tile as usize >= NUM_TILES || side > 1 {
            None
        } else {
            Some(ProjectId(tile * 2 + side))
        }
    }

    /// The id, 0..20.
    #[inline]
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The tile, 0..10.
    #[inline]
    pub const fn tile(self) -> u8 {
        self.0 / 2
    }

    /// The side's data.
    #[inline]
    pub fn data(self) -> &'static ProjectSide {
        // `ProjectId` only holds ids below 2 * NUM_TILES: the bound (a
        // comparison, cheaper than a remainder) lets indexing skip its check.
        &PROJECT_SIDES[(self.0 as usize).min(2 * NUM_TILES - 1)]
    }

    /// Every side, by id.
    pub fn all() -> impl Iterator<Item = ProjectId> + Clone {
        (0..2 * NUM_TILES as u8).map(ProjectId)
    }

    /// The side's name in action text: lower case, spaces as dashes
    /// (`vostok-1`).
    pub fn slug(self) -> Slug {
        Slug(self.data().name)
    }

    /// The side whose [`ProjectId::slug`] is `s`.
    pub fn parse(s: &str) -> Option<ProjectId> {
        ProjectId::all().find(|p| p.slug().matches(s))
    }
}

impl fmt::Display for ProjectId {
    /// The spacecraft's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.data().name)
    }
}

/// A Project name in action text (see [`ProjectId::slug`]).
#[derive(Clone, Copy, Debug)]
pub struct Slug(&'static str);

impl Slug {
    fn chars(&self) -> impl Iterator<Item = char> + '_ {
        self.0.chars().map(|c| {
            if c == ' ' {
                '-'
            } else {
                c.to_ascii_lowercase()
            }
        })
    }

    fn matches(&self, s: &str) -> bool {
        self.chars().eq(s.chars())
    }
}

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.chars() {
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}

/// Where an ability used instead of the action may recruit a Specialist from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecruitFrom {
    /// Only from your hand.
    Hand,
    /// Only from the Space Research Center.
    Center,
    /// From the Center or from your hand.
    Anywhere,
}

/// A condition on the recruitment made this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum When {
    /// The Specialist comes from your hand.
    FromHand,
    /// The Specialist comes from the Center.
    FromCenter,
    /// The Specialist is the first one of its Division.
    IntoEmptyDivision,
    /// Its basic Recruitment Cost has at least this many icons.
    CostAtLeast(u8),
    /// Its basic Recruitment Cost has at most this many icons.
    CostAtMost(u8),
    /// The Specialist has two Skill icons.
    TwoSkills,
}

/// An action taken instead of the normal action of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instead {
    /// Recruit for free a Specialist whose basic cost is exactly `cost` icons.
    FreeRecruit {
        /// The exact basic cost.
        cost: u8,
        /// Where it may come from.
        from: RecruitFrom,
    },
    /// Pass `tokens` Research tokens of any colours to the next player and
    /// recruit a Specialist whatever its cost.
    GiftRecruit {
        /// Tokens passed.
        tokens: u8,
        /// Where it may come from.
        from: RecruitFrom,
    },
    /// Draw this many cards from the Specialist deck.
    Draw(u8),
}

/// What an end-of-turn Skill ability costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Price {
    /// Pass this many Research tokens of any colours to the next player.
    Tokens(u8),
    /// Return one Specialist from your hand to the Center.
    ReturnCard,
}

/// How an asterisk (*) Specialist scores at game end, covered or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Points per Skill icon of `skill` in your Hub.
    PerSkill {
        /// The Skill counted.
        skill: Field,
        /// Progress per icon.
        points: u8,
    },
    /// Points per Specialist placed on top of this one.
    PerCovering(u8),
    /// Points per Project you completed.
    PerProject(u8),
    /// Points per Division of your Hub holding at least one Specialist.
    PerOccupiedDivision(u8),
    /// Points per Specialist in this one's Division (itself included).
    PerSpecialistInDivision(u8),
    /// Points per Specialist in your Hub with two Skill icons.
    PerTwoSkillSpecialist(u8),
}

/// A Specialist's ability, as data (see the [ability
/// reference](crate#ability-reference-all-60) in the crate documentation). Active only while the card is on top of its Division
/// (asterisk scoring: always), at most once per turn, always optional, and
/// not on the turn the card is recruited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ability {
    /// No ability (the card has two Skills instead).
    None,
    /// Extra Research icons as printed, when recruiting into any Division.
    Research(&'static [Field]),
    /// Extra Research icons of any colours, when the recruitment meets `when`.
    Wild {
        /// Icons provided.
        icons: u8,
        /// The condition.
        when: When,
    },
    /// An action taken instead of the normal action.
    Instead(Instead),
    /// After a recruitment meeting `when`, draw a card from the deck.
    DrawAfterRecruit(When),
    /// At the end of your turn, pay `Price` to gain one Skill icon of your
    /// choice toward completing a Project this turn.
    Boost(Price),
    /// Asterisk scoring at game end.
    Score(Score),
}

#[cfg(feature = "serde")]
mod serde_impls {
    use core::fmt;

    use serde::de::{Error, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{Card, ProjectId};

    impl Serialize for Card {
        /// The printed card number, 1 to 60.
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_u8(self.printed())
        }
    }

    impl<'de> Deserialize<'de> for Card {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
            let n = u8::deserialize(d)?;
            Card::number(n).ok_or_else(|| D::Error::custom("a Specialist card number is 1 to 60"))
        }
    }

    impl Serialize for ProjectId {
        /// The side's name in lower case with dashes (`"vostok-1"`).
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(&self.slug())
        }
    }

    struct SlugVisitor;

    impl Visitor<'_> for SlugVisitor {
        type Value = ProjectId;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a Project side's name in lower case with dashes, such as \"vostok-1\"")
        }

        fn visit_str<E: Error>(self, v: &str) -> Result<ProjectId, E> {
            ProjectId::parse(v).ok_or_else(|| E::custom("not the name of a Project side"))
        }
    }

    impl<'de> Deserialize<'de> for ProjectId {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ProjectId, D::Error> {
            d.deserialize_str(SlugVisitor)
        }
    }
}
