//! The 60 Specialist cards: five blocks of twelve, one block per field
//! (cards 1–12 Engineers, 13–24 Testers, 25–36 Scientists, 37–48 Builders,
//! 49–60 Astronauts), every block following the same pattern of abilities.
//!
//! The rulebook gives the counts, the ranges (basic costs of 2 to 6 icons,
//! one or two Skills) and, through its supplement, abilities 1–19. Every
//! Skill, Recruitment Cost and Progress value, the printed icons of the
//! Research abilities, and abilities 20–60 are designed (see [Card
//! data](crate#card-data) in the crate documentation). Each row's [`Specialist::provenance`] says whether its
//! ability is the rulebook's.
//!
//! The pattern of a block (position: basic cost, Progress, ability):
//!
//! | pos | cost | pts | ability |
//! | --- | --- | --- | --- |
//! | 1–3 | 2, 2, 3 | 1, 1, 2 | one extra Research icon of another colour |
//! | 4 | 4 | 2 | two extra Research icons |
//! | 5 | 4 | 2 | none: two Skills of the block's field |
//! | 6 | 5 | 3 | none: two Skills, the block's field and the next |
//! | 7 | 3 | 2 | a recruiting or end-of-turn ability |
//! | 8 | 4 | 2 | an action taken instead of the normal action |
//! | 9 | 4 | 2 | draw a card after a kind of recruitment |
//! | 10 | 5 | 3 | an action instead of the normal one, or end of turn |
//! | 11 | 5 | 1* | 1 Progress per Skill icon of one field |
//! | 12 | 6 | 1* | Progress per some other condition |
//!
//! Recruitment Costs are listed bottom first: the bottom icon is always the
//! block's own colour, so the first Skill a Division gains removes its own
//! colour first. Over the whole deck each colour appears 47 times.

use super::Ability::{self, *};
use cardgame_core::Provenance;

use super::{Field, Instead, Price, RecruitFrom, Score, When};

use Provenance::{Designed, Named};

const E: Field = Field::Engineering;
const T: Field = Field::Testing;
const S: Field = Field::Science;
const C: Field = Field::Construction;
const F: Field = Field::SpaceFlight;

/// One Specialist card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Specialist {
    /// Skill icons (round), one or two. They say which Divisions the
    /// Specialist may join, what it gives toward Projects and how much it
    /// lowers later Recruitment Costs in its Division.
    pub skills: &'static [Field],
    /// The basic Recruitment Cost (square Research icons), bottom first.
    pub cost: &'static [Field],
    /// Printed Progress points.
    pub points: u8,
    /// The numbered ability (same number as the card).
    pub ability: Ability,
    /// Where the row comes from: [`Provenance::Named`] for cards 1–19,
    /// whose ability is the rulebook's (its supplement's reference) while
    /// their Skills, cost and Progress are designed; [`Provenance::Designed`]
    /// for cards 20–60.
    pub provenance: Provenance,
}

impl Specialist {
    /// Whether the Specialist's Progress is marked with an asterisk.
    pub const fn asterisk(&self) -> bool {
        matches!(self.ability, Ability::Score(_))
    }

    /// Whether the Specialist has a Skill of `field` (it may join that Division).
    pub fn has_skill(&self, field: Field) -> bool {
        self.skills.contains(&field)
    }

    /// How many of its Skill icons are of `field`.
    pub fn skill_count(&self, field: Field) -> u8 {
        self.skills.iter().filter(|&&s| s == field).count() as u8
    }

    /// The number of icons of the basic Recruitment Cost.
    pub const fn basic_cost(&self) -> u8 {
        self.cost.len() as u8
    }
}

const fn card(
    skills: &'static [Field],
    cost: &'static [Field],
    points: u8,
    ability: Ability,
    provenance: Provenance,
) -> Specialist {
    Specialist {
        skills,
        cost,
        points,
        ability,
        provenance,
    }
}

/// The 60 Specialists, by card number minus one.
pub const SPECIALISTS: [Specialist; 60] = [
    // ---- Engineering (blue): cards 1-12 ----
    // #1
    card(&[E], &[E, T], 1, Research(&[T]), Named),
    // #2
    card(&[E], &[E, F], 1, Research(&[S]), Named),
    // #3
    card(&[E], &[E, C, F], 2, Research(&[C]), Named),
    // #4
    card(&[E], &[E, S, C, F], 2, Research(&[F, E]), Named),
    // #5
    card(&[E, E], &[E, T, S, C], 2, None, Named),
    // #6
    card(&[E, T], &[E, F, T, S, C], 3, None, Named),
    // #7
    card(
        &[E],
        &[E, C, F],
        2,
        Wild {
            icons: 1,
            when: When::FromHand,
        },
        Named,
    ),
    // #8
    card(
        &[E],
        &[E, S, C, F],
        2,
        Instead(Instead::FreeRecruit {
            cost: 3,
            from: RecruitFrom::Anywhere,
        }),
        Named,
    ),
    // #9
    card(
        &[E],
        &[E, T, S, C],
        2,
        DrawAfterRecruit(When::CostAtLeast(5)),
        Named,
    ),
    // #10
    card(
        &[E],
        &[E, F, T, S, C],
        3,
        Instead(Instead::GiftRecruit {
            tokens: 2,
            from: RecruitFrom::Hand,
        }),
        Named,
    ),
    // #11
    card(
        &[E],
        &[E, C, F, T, S],
        1,
        Score(Score::PerSkill {
            skill: F,
            points: 1,
        }),
        Named,
    ),
    // #12
    card(
        &[E],
        &[E, S, C, F, T, S],
        1,
        Score(Score::PerCovering(2)),
        Named,
    ),
    // ---- Testing (green): cards 13-24 ----
    // #13
    card(&[T], &[T, S], 1, Research(&[S]), Named),
    // #14
    card(&[T], &[T, E], 1, Research(&[C]), Named),
    // #15
    card(&[T], &[T, F, E], 2, Research(&[F]), Named),
    // #16
    card(&[T], &[T, C, F, E], 2, Research(&[E, T]), Named),
    // #17
    card(&[T, T], &[T, S, C, F], 2, None, Named),
    // #18
    card(&[T, S], &[T, E, S, C, F], 3, None, Named),
    // #19
    card(&[T], &[T, F, E], 2, Boost(Price::Tokens(2)), Named),
    // #20
    card(&[T], &[T, C, F, E], 2, Instead(Instead::Draw(2)), Designed),
    // #21
    card(
        &[T],
        &[T, S, C, F],
        2,
        DrawAfterRecruit(When::IntoEmptyDivision),
        Designed,
    ),
    // #22
    card(
        &[T],
        &[T, E, S, C, F],
        3,
        Instead(Instead::GiftRecruit {
            tokens: 2,
            from: RecruitFrom::Center,
        }),
        Designed,
    ),
    // #23
    card(
        &[T],
        &[T, F, E, S, C],
        1,
        Score(Score::PerSkill {
            skill: E,
            points: 1,
        }),
        Designed,
    ),
    // #24
    card(
        &[T],
        &[T, C, F, E, S, C],
        1,
        Score(Score::PerProject(2)),
        Designed,
    ),
    // ---- Science (yellow): cards 25-36 ----
    // #25
    card(&[S], &[S, C], 1, Research(&[C]), Designed),
    // #26
    card(&[S], &[S, T], 1, Research(&[F]), Designed),
    // #27
    card(&[S], &[S, E, T], 2, Research(&[E]), Designed),
    // #28
    card(&[S], &[S, F, E, T], 2, Research(&[T, S]), Designed),
    // #29
    card(&[S, S], &[S, C, F, E], 2, None, Designed),
    // #30
    card(&[S, C], &[S, T, C, F, E], 3, None, Designed),
    // #31
    card(
        &[S],
        &[S, E, T],
        2,
        Wild {
            icons: 1,
            when: When::FromCenter,
        },
        Designed,
    ),
    // #32
    card(
        &[S],
        &[S, F, E, T],
        2,
        Instead(Instead::FreeRecruit {
            cost: 2,
            from: RecruitFrom::Anywhere,
        }),
        Designed,
    ),
    // #33
    card(
        &[S],
        &[S, C, F, E],
        2,
        DrawAfterRecruit(When::FromHand),
        Designed,
    ),
    // #34
    card(
        &[S],
        &[S, T, C, F, E],
        3,
        Instead(Instead::GiftRecruit {
            tokens: 3,
            from: RecruitFrom::Anywhere,
        }),
        Designed,
    ),
    // #35
    card(
        &[S],
        &[S, E, T, C, F],
        1,
        Score(Score::PerSkill {
            skill: T,
            points: 1,
        }),
        Designed,
    ),
    // #36
    card(
        &[S],
        &[S, F, E, T, C, F],
        1,
        Score(Score::PerOccupiedDivision(2)),
        Designed,
    ),
    // ---- Construction (red): cards 37-48 ----
    // #37
    card(&[C], &[C, F], 1, Research(&[F]), Designed),
    // #38
    card(&[C], &[C, S], 1, Research(&[E]), Designed),
    // #39
    card(&[C], &[C, T, S], 2, Research(&[T]), Designed),
    // #40
    card(&[C], &[C, E, T, S], 2, Research(&[S, C]), Designed),
    // #41
    card(&[C, C], &[C, F, E, T], 2, None, Designed),
    // #42
    card(&[C, F], &[C, S, F, E, T], 3, None, Designed),
    // #43
    card(&[C], &[C, T, S], 2, Boost(Price::ReturnCard), Designed),
    // #44
    card(
        &[C],
        &[C, E, T, S],
        2,
        Instead(Instead::FreeRecruit {
            cost: 4,
            from: RecruitFrom::Hand,
        }),
        Designed,
    ),
    // #45
    card(
        &[C],
        &[C, F, E, T],
        2,
        DrawAfterRecruit(When::TwoSkills),
        Designed,
    ),
    // #46
    card(
        &[C],
        &[C, S, F, E, T],
        3,
        Instead(Instead::Draw(3)),
        Designed,
    ),
    // #47
    card(
        &[C],
        &[C, T, S, F, E],
        1,
        Score(Score::PerSkill {
            skill: S,
            points: 1,
        }),
        Designed,
    ),
    // #48
    card(
        &[C],
        &[C, E, T, S, F, E],
        1,
        Score(Score::PerSpecialistInDivision(1)),
        Designed,
    ),
    // ---- Space Flight (purple): cards 49-60 ----
    // #49
    card(&[F], &[F, E], 1, Research(&[E]), Designed),
    // #50
    card(&[F], &[F, C], 1, Research(&[T]), Designed),
    // #51
    card(&[F], &[F, S, C], 2, Research(&[S]), Designed),
    // #52
    card(&[F], &[F, T, S, C], 2, Research(&[C, F]), Designed),
    // #53
    card(&[F, F], &[F, E, T, S], 2, None, Designed),
    // #54
    card(&[F, E], &[F, C, E, T, S], 3, None, Designed),
    // #55
    card(
        &[F],
        &[F, S, C],
        2,
        Wild {
            icons: 2,
            when: When::IntoEmptyDivision,
        },
        Designed,
    ),
    // #56
    card(
        &[F],
        &[F, T, S, C],
        2,
        Instead(Instead::FreeRecruit {
            cost: 5,
            from: RecruitFrom::Center,
        }),
        Designed,
    ),
    // #57
    card(
        &[F],
        &[F, E, T, S],
        2,
        DrawAfterRecruit(When::CostAtMost(3)),
        Designed,
    ),
    // #58
    card(&[F], &[F, C, E, T, S], 3, Boost(Price::Tokens(1)), Designed),
    // #59
    card(
        &[F],
        &[F, S, C, E, T],
        1,
        Score(Score::PerSkill {
            skill: C,
            points: 1,
        }),
        Designed,
    ),
    // #60
    card(
        &[F],
        &[F, T, S, C, E, T],
        1,
        Score(Score::PerTwoSkillSpecialist(2)),
        Designed,
    ),
];
