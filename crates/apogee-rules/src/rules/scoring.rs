//! **Object of the Game**, **End of a Game** and **Missions** (with **Solo
//! End of Game** and **Solo Missions**) read as a score: the estimate the
//! bots play on, [`Evaluate`] for [`Apogee`].
//!
//! Apogee scores no points: "the player(s) who fulfill the Mission objective
//! during this last game turn are declared winners". A seat stands as well
//! as it is close to its Mission: what it has deposited toward it, then the
//! rocket on its Launch Pad and the chance that a launch of it helps, then
//! what it holds to build the next one. [`RawState::estimate`] lists every
//! term. The estimate is read on sampled worlds (a bot never sees the true
//! hidden cards); it is integer arithmetic, and allocates nothing.

use cardgame_core::{Evaluate, PlayerId, StackVec};

use crate::data::engineers::{authority, engineer, soc_authority, EngineerSpecialty as ES};
use crate::data::investors::{investor, FireCondition, LaunchCondition, Objective};
use crate::data::missions::{Mission, SoloMission};
use crate::data::tables::{launch_need, soc_needed, Destination as D};
use crate::data::technology::{kind, Characteristic as C, TechName, TechType};
use crate::rules::administration::QUARTER;
use crate::rules::launch::Rocket;
use crate::state::{Apogee, BuiltByType, CardBits, Deposit, Pending, RawState, Seat, Slot, Stage};

/// The weights of the estimate, in points; a point is about 1,000 credits.
mod weight {
    /// A won game.
    pub(super) const WON: i64 = 1_000_000;
    /// The Mission fulfilled (the game ends at the end of the turn).
    pub(super) const FULFILLED: i64 = 20_000;
    /// Every requirement of the Mission met, pro rata.
    pub(super) const PROGRESS: i64 = 6_000;
    /// Each of a First Stage, an Upper Stage and a Payload built.
    pub(super) const STAGE: i64 = 100;
    /// Share (per mille) of a launch's worth counted while the rocket can
    /// launch this turn (an Engineer with enough Authority on the Space
    /// Operations Center), next turn, or only with more Authority.
    pub(super) const READY: i64 = 900;
    /// See [`READY`].
    pub(super) const NEXT_TURN: i64 = 500;
    /// See [`READY`].
    pub(super) const LATER: i64 = 250;
    /// A Technology card in the reserve that does not help the rocket (half
    /// of what the Public Market pays).
    pub(super) const CARD: i64 = 20;
    /// Each of the first three Engineers in hand, plus a quarter of its
    /// Authority (tenths).
    pub(super) const ENGINEER: i64 = 40;
    /// Each further Engineer, plus an eighth of its Authority.
    pub(super) const SPARE_ENGINEER: i64 = 10;
    /// Quarters of earnings counted ahead (the quarterly table).
    pub(super) const QUARTERS_AHEAD: i64 = 2;
    /// An extra die.
    pub(super) const DIE: i64 = 30;
    /// Share (per mille) of the best river card counted for a Design pick
    /// still to come (another player may take it first).
    pub(super) const DESIGN_SHARE: i64 = 800;
    /// An R&D card still to draw, and the first one when the Mission needs
    /// an R&D built.
    pub(super) const RND_DRAW: i64 = 40;
    /// See [`RND_DRAW`].
    pub(super) const RND_NEEDED: i64 = 120;
}

use weight as w;

/// What the Mission asks, as the estimate reads it.
#[derive(Clone, Copy)]
enum Goal {
    /// Deposits (summed over launches) at up to three destinations, with a
    /// credit and a team-Authority requirement for some Solo Missions.
    Deposits {
        at: [(D, Deposit); 3],
        n: usize,
        credits: u16,
        team: u16,
    },
    /// One launch to `dest` whose rocket meets the Mission's condition
    /// (Missions 1, 2 and 8).
    Flag(D),
    /// Investor objectives (Mission 3; Solo Mission 2 with 320,000).
    Investors { n: u8, credits: u16 },
    /// The farthest destination by the end of turn 8 (Mission 7).
    Farthest,
}

/// A deposit need with the given counts.
const fn need(astronauts: u8, satellites: u8, cargos: u8, rovers: u8, cubesats: u8) -> Deposit {
    Deposit {
        astronauts,
        satellites,
        cargos,
        rovers,
        cubesats,
        ..Deposit::ZERO
    }
}

const NONE: (D, Deposit) = (D::Geo, Deposit::ZERO);

impl Goal {
    fn of(g: &RawState) -> Goal {
        let one = |d: D, n: Deposit| Goal::Deposits {
            at: [(d, n), NONE, NONE],
            n: 1,
            credits: 0,
            team: 0,
        };
        match (g.config.mission(), g.config.solo_mission()) {
            (Some(m), _) => match m {
                Mission::M1 | Mission::M2 => Goal::Flag(D::Geo),
                Mission::M8 => Goal::Flag(D::Mars),
                Mission::M3 => Goal::Investors { n: 3, credits: 0 },
                Mission::M4 => one(D::Moon, need(0, 1, 1, 0, 0)),
                Mission::M5 => one(
                    D::Moon,
                    Deposit {
                        crewed_launches: 2,
                        ..Deposit::ZERO
                    },
                ),
                Mission::M6 => one(D::Venus, need(0, 1, 0, 0, 1)),
                Mission::M7 => Goal::Farthest,
                Mission::M9 => one(D::Mars, need(5, 0, 1, 0, 0)),
                Mission::M10 => one(D::Europa, need(0, 1, 1, 0, 2)),
                Mission::M11 => one(
                    D::Titan,
                    Deposit {
                        crewed_cards: 1,
                        ..need(6, 0, 0, 0, 0)
                    },
                ),
                Mission::M12 => Goal::Deposits {
                    at: [
                        (D::Mars, need(0, 0, 1, 0, 0)),
                        (D::Titan, need(3, 0, 0, 0, 0)),
                        (D::Europa, need(4, 0, 0, 0, 0)),
                    ],
                    n: 3,
                    credits: 0,
                    team: 0,
                },
            },
            (None, Some(s)) => match s {
                SoloMission::S1 => Goal::Deposits {
                    at: [
                        (
                            D::Geo,
                            Deposit {
                                launches: 1,
                                ..Deposit::ZERO
                            },
                        ),
                        NONE,
                        NONE,
                    ],
                    n: 1,
                    credits: 420,
                    team: 0,
                },
                SoloMission::S2 => Goal::Investors { n: 4, credits: 320 },
                SoloMission::S3 => one(D::Moon, need(6, 0, 1, 0, 0)),
                SoloMission::S4 => Goal::Deposits {
                    at: [
                        (
                            D::Venus,
                            Deposit {
                                launches: 2,
                                ..Deposit::ZERO
                            },
                        ),
                        NONE,
                        NONE,
                    ],
                    n: 1,
                    credits: 0,
                    team: 420,
                },
                SoloMission::S5 => one(D::Mars, need(0, u8::from(g.solo_extra & 1 != 0), 0, 1, 4)),
                SoloMission::S6 => Goal::Deposits {
                    at: [
                        (D::Europa, need(3, 0, 0, 0, 0)),
                        (D::Titan, need(4, 0, u8::from(g.solo_extra & 2 != 0), 0, 0)),
                        NONE,
                    ],
                    n: 2,
                    credits: 0,
                    team: 0,
                },
            },
            (None, None) => Goal::Farthest,
        }
    }
}

/// The fields of a deposit need, with what is had of each.
fn fields(have: &Deposit, need: &Deposit) -> [(u8, u8); 8] {
    [
        (have.astronauts, need.astronauts),
        (have.crewed_cards, need.crewed_cards),
        (have.satellites, need.satellites),
        (have.cargos, need.cargos),
        (have.rovers, need.rovers),
        (have.cubesats, need.cubesats),
        (have.launches, need.launches),
        (have.crewed_launches, need.crewed_launches),
    ]
}

/// Progress (per mille of each requirement met) summed, with the number of
/// requirements.
fn deposit_progress(have: &Deposit, need: &Deposit) -> (i64, i64) {
    let (mut sum, mut count) = (0i64, 0i64);
    for (h, n) in fields(have, need) {
        if n > 0 {
            sum += i64::from(h.min(n)) * 1000 / i64::from(n);
            count += 1;
        }
    }
    (sum, count)
}

/// A deposit plus what a successful launch of `r` (Launch Pad `pad`) adds.
fn plus_launch(have: &Deposit, r: &Rocket, pad: CardBits) -> Deposit {
    let mut d = *have;
    for c in pad.iter() {
        let k = kind(c as u8);
        match (k.id, k.characteristic) {
            (TechName::Satellite, _) => d.satellites = d.satellites.saturating_add(1),
            (TechName::Cargo, _) => d.cargos = d.cargos.saturating_add(1),
            (TechName::Rover, _) => d.rovers = d.rovers.saturating_add(1),
            (_, C::CubeSat(_)) => d.cubesats = d.cubesats.saturating_add(1),
            _ => {}
        }
    }
    d.astronauts = d.astronauts.saturating_add(r.astronauts);
    d.crewed_cards = d.crewed_cards.saturating_add(r.crewed_cards);
    d.launches = d.launches.saturating_add(1);
    d.crewed_launches = d
        .crewed_launches
        .saturating_add(u8::from(r.crewed_cards > 0));
    d
}

/// The chance (per mille) that a roll needing `need` succeeds on the main
/// die (a twelve-sided die) or on one of `dice` extra dice after it.
fn success(need: u8, dice: u8) -> i64 {
    let fail = i64::from(need.clamp(1, 13)) - 1; // failing faces of 12
    let mut miss = 1000i64;
    for _ in 0..=dice.min(3) {
        miss = miss * fail / 12;
    }
    1000 - miss
}

/// Quarterly earnings (thousands) of a hand of `n` Engineers.
fn quarter(n: usize) -> i64 {
    i64::from(QUARTER.get(n).copied().unwrap_or(-40))
}

/// The best rocket `p` can make from its Launch Pad and reserve, as
/// [`RawState::rocket_plan`] finds it.
#[derive(Clone, Copy, Default)]
struct Plan {
    /// The reserve cards to build, best first.
    cards: StackVec<u8, 4>,
    /// Their construction cost.
    cost: u16,
    /// What a launch of the rocket built would be worth (the best
    /// destination), times its chance of success.
    worth: i64,
    /// The Authority (tenths) needed at the Space Operations Center for it.
    authority: u16,
}

/// Share (per mille) of a planned rocket's worth still `k` builds away.
const BUILDS_AWAY: [i64; 5] = [1000, 450, 250, 150, 90];

impl RawState {
    /// The score estimate of [`Evaluate`], in points (about 1,000 credits
    /// each), highest best:
    ///
    /// - a won game 1,000,000, a lost one 0;
    /// - the Mission's requirements met, pro rata (6,000 for all: deposits
    ///   at each destination, a Mission 1, 2 or 8 launch, Investor
    ///   objectives, the farthest destination for Mission 7, a Solo
    ///   Mission's credits and team Authority), and 20,000 more once the
    ///   Mission is fulfilled;
    /// - the best rocket the Launch Pad and up to four reserve cards make:
    ///   what a successful launch of it would add to the terms above (and
    ///   its 80,000), toward its best destination, times the chance of
    ///   success with the extra dice; counted in full on the pad with an
    ///   Engineer of enough Authority on the Space Operations Center, else
    ///   at a share that falls with each build still needed (this turn's
    ///   Constructions still to resolve count as done), with the credits
    ///   short of its cost and without the Authority in hand;
    /// - 100 for each of a First Stage, an Upper Stage and a Payload built
    ///   (50 in the reserve), the same for an R&D in Mission 1;
    /// - 20 per other reserve card, one point per thousand credits, 30 per
    ///   extra die, 40 plus a quarter of its Authority for each of three
    ///   Engineers (10 plus an eighth for more), and two quarters of
    ///   earnings for the hand's size;
    /// - what this turn's placed Engineers will still bring: 80% of the
    ///   best river card for a Design pick, the best R&D card drawn (or 40
    ///   per card to draw), and a share of each Specialty still to resolve;
    /// - for Investor Missions, a share of each Investor in the river whose
    ///   objective is within reach.
    pub(crate) fn estimate(&self, p: PlayerId) -> i64 {
        if p.index() >= self.n() {
            return 0;
        }
        if self.stage == Stage::Finished {
            return if self.winners.contains(p) { w::WON } else { 0 };
        }
        let goal = Goal::of(self);
        let s = self.seat(p);
        let mut value = self.progress_value(p, s, &goal);
        if self.config.mission().is_some() && self.mission_fulfilled(p)
            || self.config.is_solo() && self.solo_fulfilled(p)
        {
            value += w::FULFILLED;
        }
        value += self.holdings_value(p, s, &goal);
        value += w::DIE * i64::from(s.dice);
        for (i, e) in s.hand.iter().enumerate() {
            let a = i64::from(authority(e as u8));
            value += if i < 3 {
                w::ENGINEER + a / 4
            } else {
                w::SPARE_ENGINEER + a / 8
            };
        }
        value += w::QUARTERS_AHEAD * quarter(s.hand.len());
        value += self.placements_value(p, s, &goal);
        value
    }

    /// The rocket, the reserve and the credits of the board `s`: the best
    /// plan's share, the stages held, the other cards and the credits.
    fn holdings_value(&self, p: PlayerId, s: &Seat, goal: &Goal) -> i64 {
        let plan = self.rocket_plan(p, s, goal);
        let mut value = self.plan_value(s, &plan);
        value += self.coverage(s);
        let spare = s.reserve.len() as i64 - plan.cards.len() as i64;
        value += w::CARD * spare.max(0);
        value += i64::from(s.credits);
        value
    }

    /// The share of `plan` counted for the board `s`.
    fn plan_value(&self, s: &Seat, plan: &Plan) -> i64 {
        if plan.worth <= 0 {
            return 0;
        }
        // This turn's Constructions still to resolve build the plan's cards.
        let builds = match self.stage {
            Stage::Construction => usize::from(s.builds_left),
            Stage::Placement | Stage::Specialties => s.on(Slot::Construction).len(),
            _ => 0,
        };
        let (mut credits, mut left, mut cost) = (s.credits, plan.cards.len(), plan.cost);
        for (i, &c) in plan.cards.iter().enumerate() {
            let price = u16::from(kind(c).cost.saturating_sub(s.discount_left));
            if i >= builds || price > credits {
                break;
            }
            credits -= price;
            cost = cost.saturating_sub(price);
            left -= 1;
        }
        let on_soc: u16 = s
            .on(Slot::Soc)
            .iter()
            .map(|e| u16::from(soc_authority(e as u8)))
            .sum();
        let in_hand: u16 = s
            .hand
            .iter()
            .map(|e| u16::from(soc_authority(e as u8)))
            .sum();
        let share = if left == 0 && !s.on(Slot::Soc).is_empty() && on_soc >= plan.authority {
            w::READY
        } else if in_hand >= plan.authority {
            w::NEXT_TURN
        } else {
            w::LATER
        };
        let away = BUILDS_AWAY.get(left).copied().unwrap_or(0);
        let afford = if cost > credits {
            1000 * (i64::from(credits) + 40) / (i64::from(cost) + 40)
        } else {
            1000
        };
        plan.worth * share / 1000 * away / 1000 * afford / 1000
    }

    /// 100 for each of a First Stage, an Upper Stage and a Payload on the
    /// Launch Pad of `s` (50 for one only in the reserve), the same for an
    /// R&D in Mission 1.
    fn coverage(&self, s: &Seat) -> i64 {
        let mut value = 0;
        let types = if self.config.mission() == Some(Mission::M1) {
            &TechType::ALL[..]
        } else {
            &TechType::ALL[..3]
        };
        let built = BuiltByType::from_pad(s.pad);
        let pad_types = s.built_by_type();
        for &ty in types {
            let stage_too = ty == TechType::UpperStage && pad_types.single_stage;
            if pad_types.count(ty) > 0 || stage_too {
                value += w::STAGE;
            } else if s
                .reserve
                .iter()
                .any(|c| kind(c as u8).ty == ty && self.build_problem_on(&built, c as u8).is_none())
            {
                value += w::STAGE / 2;
            }
        }
        value
    }

    /// The best rocket of the board `s`: its Launch Pad and up to four
    /// reserve cards the pad accepts, chosen one by one, each time the card
    /// that most raises what a launch is worth (counted as
    /// [`RawState::plan_value`] counts it for the builds still needed).
    fn rocket_plan(&self, p: PlayerId, s: &Seat, goal: &Goal) -> Plan {
        let mut plan = Plan::default();
        let mut t = *s;
        let (worth, authority) = self.launch_worth(p, &t, goal);
        plan.worth = worth;
        plan.authority = authority;
        let mut best_score = worth;
        for &away in BUILDS_AWAY.iter().skip(1) {
            let built = BuiltByType::from_pad(t.pad);
            let mut best: Option<(i64, i64, u16, u8)> = None;
            for c in t.reserve.iter() {
                let c = c as u8;
                if self.build_problem_on(&built, c).is_some() {
                    continue;
                }
                let mut u = t;
                u.reserve.remove(usize::from(c));
                u.pad.insert(usize::from(c));
                let (worth, authority) = self.launch_worth(p, &u, goal);
                let score = worth * away / 1000 - i64::from(kind(c).cost);
                if best.is_none_or(|(b, ..)| score > b) {
                    best = Some((score, worth, authority, c));
                }
            }
            let Some((score, worth, authority, c)) = best else {
                break;
            };
            // Keep looking while the rocket cannot launch usefully yet.
            if score <= best_score && plan.worth > 0 {
                break;
            }
            t.reserve.remove(usize::from(c));
            t.pad.insert(usize::from(c));
            if plan.cards.push(c).is_err() {
                break;
            }
            plan.cost = plan.cost.saturating_add(u16::from(kind(c).cost));
            if worth > 0 || plan.worth > 0 {
                best_score = best_score.max(score);
            }
            plan.worth = worth;
            plan.authority = authority;
        }
        if plan.worth <= 0 {
            plan.cards.clear();
            plan.cost = 0;
        }
        plan
    }

    /// What a successful launch of the rocket on the Launch Pad of `s` would
    /// add to `p`'s estimate toward its best destination (the Mission's
    /// terms and the launch's credits), times the chance of success; with
    /// the Authority needed at the Space Operations Center there.
    fn launch_worth(&self, p: PlayerId, s: &Seat, goal: &Goal) -> (i64, u16) {
        let r = self.rocket_of(s);
        let Some(y) = r.yield_tenths.filter(|_| r.complete()) else {
            return (0, 0);
        };
        if self.config.mission() == Some(Mission::M12) && y < 26 {
            return (0, 0);
        }
        let before = self.progress(p, s, goal, None);
        let relief = self.soc_relief_of(s);
        let mut best = (0i64, 0u16);
        for d in D::ALL {
            let Some(need) = launch_need(y, d) else {
                continue;
            };
            let after = self.progress(p, s, goal, Some((d, &r, s.pad)));
            if before.1 == 0 || after.0 <= before.0 {
                continue;
            }
            let completes = after.0 == after.1 * 1000;
            let worth = w::PROGRESS * (after.0 - before.0) / (before.1 * 1000)
                + if completes { w::FULFILLED } else { 0 }
                + i64::from(s.director_card().launch_credits);
            let worth = worth * success(need, s.dice) / 1000;
            if worth > best.0 {
                best = (worth, u16::from(soc_needed(d)).saturating_sub(relief));
            }
        }
        best
    }

    /// `p`'s progress toward the Mission, per mille of its requirements
    /// met; once the game is over 1,000 for a winner, at most 999 for the
    /// others ([`cardgame_core::Encode::scores`]).
    pub(crate) fn mission_progress(&self, p: PlayerId) -> i32 {
        if p.index() >= self.n() {
            return 0;
        }
        let (sum, count) = self.progress(p, self.seat(p), &Goal::of(self), None);
        let per_mille = if count == 0 { 0 } else { sum / count };
        if self.stage == Stage::Finished {
            if self.winners.contains(p) {
                return 1000;
            }
            return per_mille.min(999) as i32;
        }
        per_mille.clamp(0, 1000) as i32
    }

    /// What `p` has met of the Mission, scaled to [`weight::PROGRESS`].
    fn progress_value(&self, p: PlayerId, s: &Seat, goal: &Goal) -> i64 {
        let (sum, count) = self.progress(p, s, goal, None);
        if count == 0 {
            return 0;
        }
        w::PROGRESS * sum / (count * 1000)
    }

    /// Progress per mille summed over the Mission's requirements, and how
    /// many there are; with `launch`, as if the rocket `launch.1` (Launch
    /// Pad `launch.2`) had just succeeded toward `launch.0`.
    fn progress(
        &self,
        p: PlayerId,
        s: &Seat,
        goal: &Goal,
        launch: Option<(D, &Rocket, CardBits)>,
    ) -> (i64, i64) {
        let extra = |have: u16, need: u16| i64::from(have.min(need)) * 1000 / i64::from(need);
        match *goal {
            Goal::Deposits {
                at,
                n,
                credits,
                team,
            } => {
                let solo = self.config.is_solo();
                let (mut sum, mut count) = (0, 0);
                for &(d, need) in at.iter().take(n) {
                    let have = if solo {
                        s.deposits[d.index()]
                    } else {
                        s.qualifying[d.index()]
                    };
                    let have = match launch {
                        Some((to, r, pad)) if to == d && self.launch_qualifies(r) => {
                            plus_launch(&have, r, pad)
                        }
                        _ => have,
                    };
                    let (a, b) = deposit_progress(&have, &need);
                    sum += a;
                    count += b;
                }
                if credits > 0 {
                    let launch_credits = if launch.is_some() {
                        u16::from(s.director_card().launch_credits)
                    } else {
                        0
                    };
                    sum += extra(s.credits.saturating_add(launch_credits), credits);
                    count += 1;
                }
                if team > 0 {
                    sum += extra(self.team_authority(p), team);
                    count += 1;
                }
                (sum, count)
            }
            Goal::Flag(d) => {
                let met =
                    s.mission_flag || launch.is_some_and(|(to, r, _)| to == d && self.flag_rule(r));
                (if met { 1000 } else { 0 }, 1)
            }
            Goal::Investors { n, credits } => {
                let mut won = s.investors.len() as u16;
                if let Some((to, r, _)) = launch {
                    won += self.launch_investors(to, r);
                }
                let mut sum = extra(won, u16::from(n));
                let mut count = 1;
                if credits > 0 {
                    sum += extra(s.credits, credits);
                    count += 1;
                }
                (sum, count)
            }
            Goal::Farthest => {
                let reached = |f: Option<D>| f.map_or(0, |d| d.index() as i64 + 1);
                let mut far = reached(s.farthest);
                if let Some((to, _, _)) = launch {
                    far = far.max(reached(Some(to)));
                }
                (far * 1000 / 6, 1)
            }
        }
    }

    /// Whether a launch of `r` counts for the Mission's deposits (Missions 4
    /// and 6: "with a rocket without a built R&D", "costing less than
    /// 160,000").
    fn launch_qualifies(&self, r: &Rocket) -> bool {
        match self.config.mission() {
            Some(Mission::M4) => r.rnd == 0,
            Some(Mission::M6) => r.cost < 160,
            _ => true,
        }
    }

    /// Whether a launch of `r` to the Mission's destination fulfils
    /// Mission 1, 2 or 8.
    fn flag_rule(&self, r: &Rocket) -> bool {
        match self.config.mission() {
            Some(Mission::M1) => r.rnd > 0,
            Some(Mission::M2) => r.crewed_cards > 0 && r.astronauts >= 2,
            Some(Mission::M8) => r.crewed_cards > 0 && r.thrust >= 29,
            _ => false,
        }
    }

    /// The Investors in the river a successful launch of `r` toward `to`
    /// would win.
    fn launch_investors(&self, to: D, r: &Rocket) -> u16 {
        self.investor_river
            .iter()
            .filter(|&&i| match investor(i).objective {
                Objective::Launch(LaunchCondition::To(d)) => d == to,
                Objective::Launch(LaunchCondition::Crewed) => r.crewed_cards > 0,
                Objective::Launch(LaunchCondition::Payloads(n)) => r.payloads >= n,
                _ => false,
            })
            .count() as u16
    }

    /// What a reserve card adds to the board `s` (for a card still to
    /// pick: a Design pick, an R&D card to keep).
    fn card_value(&self, p: PlayerId, s: &Seat, goal: &Goal, c: u8) -> i64 {
        let mut t = *s;
        if !t.reserve.insert(usize::from(c)) {
            return 0;
        }
        self.holdings_value(p, &t, goal) - self.holdings_value(p, s, goal)
    }

    /// What the Engineers placed this turn will still bring `p` (board
    /// `s`): a Design pick, R&D cards, Specialties.
    fn placements_value(&self, p: PlayerId, s: &Seat, goal: &Goal) -> i64 {
        let mut value = 0;
        let before = |step: Stage| step_index(self.stage) < step_index(step);
        // Design: the best river card, if the pick is still to come.
        let design_due = match self.stage {
            Stage::Design => {
                self.pending == Pending::TakeFromRiver(p)
                    || self
                        .queue
                        .iter()
                        .skip(usize::from(self.cursor))
                        .any(|&q| q == p.0)
            }
            _ => before(Stage::Design) && !s.on(Slot::Design).is_empty(),
        };
        if design_due {
            let best = self
                .rivers
                .iter()
                .flat_map(|r| r.iter())
                .map(|&c| self.card_value(p, s, goal, c))
                .max()
                .unwrap_or(0);
            value += best * w::DESIGN_SHARE / 1000;
        }
        // R&D: the drawn cards to keep one of, or the cards to draw.
        if !s.drawn.is_empty() {
            value += s
                .drawn
                .iter()
                .map(|c| self.card_value(p, s, goal, c as u8))
                .max()
                .unwrap_or(0);
        } else if before(Stage::Rnd) {
            let k = s.on(Slot::Rnd).len() as i64;
            if k > 0 {
                let needed = self.config.mission() == Some(Mission::M1)
                    && !s
                        .pad
                        .union(&s.reserve)
                        .iter()
                        .any(|c| kind(c as u8).ty == TechType::Rnd);
                value += if needed { w::RND_NEEDED } else { w::RND_DRAW } + 10 * (k - 1);
            }
        }
        // Specialties still to resolve.
        let due = |e: u8| match self.stage {
            Stage::Specialties => self
                .queue
                .iter()
                .skip(usize::from(self.cursor))
                .any(|&q| q == e),
            _ => before(Stage::Specialties),
        };
        for e in s.on(Slot::Specialty).iter() {
            let e = e as u8;
            if due(e) {
                value += specialty_value(engineer(e).specialty);
            }
        }
        // Investor Missions: objectives within reach.
        if let Goal::Investors { n, .. } = *goal {
            let share = w::PROGRESS / i64::from(n.max(1));
            let r = self.rocket_of(s);
            for &i in self.investor_river.iter() {
                let near = match investor(i).objective {
                    Objective::Acquire(name) => self
                        .rivers
                        .iter()
                        .any(|river| river.iter().any(|&c| kind(c).id == name)),
                    Objective::Build(name) => s.reserve.iter().any(|c| kind(c as u8).id == name),
                    Objective::StaticFire(FireCondition::Any) => r.fire_ready(),
                    Objective::StaticFire(FireCondition::FirstStages(k)) => r.first_stages >= k,
                    Objective::StaticFire(FireCondition::Thrust(t)) => {
                        r.fire_ready() && r.thrust >= u16::from(t)
                    }
                    Objective::StaticFire(FireCondition::With(_)) => r.fire_ready(),
                    Objective::Launch(_) => r.complete() && r.yield_tenths.is_some(),
                };
                if near {
                    value += share / 4;
                }
            }
        }
        value
    }
}

/// Where a stage comes in the turn (Game Preparation first).
fn step_index(stage: Stage) -> u8 {
    match stage {
        Stage::ChooseDirectors => 0,
        Stage::StartingTeam => 1,
        Stage::TurnStart => 2,
        Stage::EventEffects => 3,
        Stage::Placement => 4,
        Stage::Specialties => 5,
        Stage::Construction => 6,
        Stage::Rnd => 7,
        Stage::Design => 8,
        Stage::Income => 9,
        Stage::Administration => 10,
        Stage::EndTurn => 11,
        Stage::Finished => 12,
    }
}

/// A share of what an Engineer's Specialty still to resolve brings.
fn specialty_value(spec: ES) -> i64 {
    let roll = |need: u8, worth: i64| worth * success(need, 0) / 1000;
    match spec {
        ES::AcquireRiver => 50,
        ES::RollAcquireRiver(need) => roll(need, 50),
        ES::DrawRnd(n) => 30 * i64::from(n),
        ES::RollDrawRnd { need, cards } => roll(need, 30 * i64::from(cards)),
        ES::RollFreeBuild { need, .. } => roll(need, 60),
        ES::RollGain { need, credits } => roll(need, i64::from(credits)),
        ES::Gain(n) => i64::from(n),
        ES::GainDie => 30,
        ES::SellReserve | ES::StageThrust(..) | ES::MassReduction(_) | ES::ThrustBonus(_) => 15,
        ES::AuthorityReduction(_) => 15,
        ES::ReplaceRiver | ES::BuyDie(_) | ES::ConstructionDiscount(_) => 10,
        ES::CapsuleAstronaut | ES::ReplaceInvestors => 5,
        ES::SocAuthority(_) => 0,
    }
}

impl Evaluate for Apogee {
    /// Half the bonus of a fulfilled Mission, an eighth of what a launched
    /// rocket adds.
    const DECISIVE_MARGIN: i64 = 10_000;

    /// Five: a few random Engineer placements or purchases undo what the
    /// estimate counts (Mission 1 against greedy, seeds 1001 up: with 2
    /// players over 200 games 66% at depth 2, 61% at 5, 59% at 10; with 4
    /// over 100 games 35%, 45% and 42%).
    const ROLLOUT_DEPTH: u32 = 5;

    /// The Mission's progress, the rocket and what is held toward the next
    /// one, in points of about 1,000 credits (the terms are listed in the
    /// crate documentation, "Bots").
    fn evaluate(&self, seat: PlayerId) -> i64 {
        self.raw().estimate(seat)
    }
}
