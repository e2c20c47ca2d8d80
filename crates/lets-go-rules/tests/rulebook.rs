//! The rulebook as scenarios: its three recruitment-cost examples, every
//! rule of a turn, every ability of the reference, the end of the game and
//! scoring. Positions are built from a [`RawState`].

use lets_go_rules::{
    recruitment_cost, Ability, Action, Card, Config, EndTrigger, Field, Game, Icons, Instead,
    LetsGo, PlayerId, ProjectId, RawState, RecruitFrom, RuleError, Score, Stage, Viewer, When,
    Zone,
};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);
use Field::{Construction as C, Engineering as E, Science as S, SpaceFlight as F, Testing as T};

fn c(n: u8) -> Card {
    Card::number(n).expect("a card number 1..=60")
}

fn side(tile: u8, american: bool) -> ProjectId {
    ProjectId::of_tile(tile, u8::from(american)).expect("a tile 0..10")
}

/// A position with every card in the deck, P0 to play and first, one token
/// of each colour each, and the hardest Projects (tiles 9, 8, ...) in play.
fn raw(players: u8) -> RawState {
    let config = Config::new(players).with_first_player(P0);
    let mut raw = LetsGo::new(&config, 1).expect("valid config").into_raw();
    for card in Card::all() {
        raw.move_card(card, Zone::Deck);
    }
    let hard: Vec<ProjectId> = (0..players + 2).map(|i| side(9 - i, false)).collect();
    raw.set_projects(&hard);
    raw
}

fn build(raw: RawState) -> LetsGo {
    LetsGo::try_from(raw).expect("a valid position")
}

fn hub(raw: &mut RawState, p: PlayerId, cards: &[(u8, Field)]) {
    for &(n, d) in cards {
        raw.move_card(c(n), Zone::Hub(p, d));
    }
}

fn center(raw: &mut RawState, cards: &[u8]) {
    for &n in cards {
        raw.move_card(c(n), Zone::Center);
    }
}

fn hand(raw: &mut RawState, p: PlayerId, cards: &[u8]) {
    for &n in cards {
        raw.move_card(c(n), Zone::Hand(p, false));
    }
}

fn give_token(raw: &mut RawState, from: PlayerId, to: PlayerId, f: Field) {
    assert!(raw.tokens[from].take(f));
    raw.tokens[to].add(f);
}

fn act(g: &mut LetsGo, p: PlayerId, text: &str) {
    let a: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    g.apply(p, &a).unwrap_or_else(|e| panic!("{p} {text}: {e}"));
}

/// Applies an action that must be refused, checking nothing changed.
fn refused(g: &mut LetsGo, p: PlayerId, text: &str) -> RuleError {
    let a: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    let before = g.clone();
    let e = g.apply(p, &a).expect_err(text);
    assert_eq!(*g, before, "a refused action changed the state");
    e
}

fn legal(g: &LetsGo, p: PlayerId) -> Vec<String> {
    g.legal_actions(p).iter().map(|a| a.to_string()).collect()
}

fn need(g: &LetsGo) -> Icons {
    match g.stage() {
        Stage::Paying(pay) => pay.need,
        other => panic!("not paying: {other:?}"),
    }
}

fn icons(list: &[Field]) -> Icons {
    Icons::of(list)
}

// ---------------------------------------------------------------- Step 2

#[test]
fn example_1_first_specialist_of_a_division_pays_the_full_cost() {
    let mut r = raw(3);
    center(&mut r, &[51]);
    let mut g = build(r);
    assert_eq!(c(51).data().cost, &[F, S, C]);
    assert_eq!(recruitment_cost(g.hub(P0), c(51), F), icons(&[F, S, C]));
    act(&mut g, P0, "recruit #51 to spaceflight");
    assert_eq!(need(&g), icons(&[F, S, C]));
    act(&mut g, P0, "pay purple");
    act(&mut g, P0, "pay yellow");
    act(&mut g, P0, "pay red");
    assert_eq!(g.hub(P0).top(F), Some(c(51)));
    // The three tokens went to the player on the left.
    assert_eq!(g.tokens(P0), Icons([1, 1, 0, 0, 0]));
    assert_eq!(g.tokens(P1), Icons([1, 1, 2, 2, 2]));
}

#[test]
fn example_2_three_matching_skills_leave_only_the_top_red_icon() {
    let mut r = raw(3);
    hub(&mut r, P0, &[(5, E), (1, E)]);
    center(&mut r, &[9]);
    let g = build(r);
    assert_eq!(g.hub(P0).matching_skills(E), 3);
    assert_eq!(c(9).data().cost, &[E, T, S, C]);
    assert_eq!(recruitment_cost(g.hub(P0), c(9), E), icons(&[C]));
}

#[test]
fn example_3_a_skill_not_matching_the_division_does_not_reduce_the_cost() {
    let mut r = raw(3);
    hub(&mut r, P0, &[(49, F), (54, F)]);
    center(&mut r, &[58]);
    let g = build(r);
    assert_eq!(c(54).data().skills, &[F, E]);
    assert_eq!(g.hub(P0).matching_skills(F), 2);
    assert_eq!(c(58).data().cost, &[F, C, E, T, S]);
    // The bottom two are ignored; the upper three are required.
    assert_eq!(recruitment_cost(g.hub(P0), c(58), F), icons(&[E, T, S]));
}

#[test]
fn recruitment_cost_can_reach_zero_and_covered_specialists_still_count() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(49, F), (53, F), (51, F)]);
    center(&mut r, &[50]);
    let mut g = build(r);
    // #49, #53 (two icons) and #51 on top: four Space Flight Skills.
    assert_eq!(recruitment_cost(g.hub(P0), c(50), F), Icons::ZERO);
    act(&mut g, P0, "recruit #50 to spaceflight");
    assert_eq!(g.hub(P0).top(F), Some(c(50)));
    assert_eq!(g.tokens(P0), Icons::ONE_EACH);
}

// ---------------------------------------------------------------- Step 1

#[test]
fn a_specialist_joins_only_a_division_matching_its_skills() {
    let mut r = raw(2);
    center(&mut r, &[6, 1]);
    let mut g = build(r);
    let e = refused(&mut g, P0, "recruit #1 to testing");
    assert_eq!(
        e,
        RuleError::SkillMismatch {
            card: c(1),
            division: T
        }
    );
    let l = legal(&g, P0);
    assert!(l.contains(&"recruit #6 to engineering".to_string()));
    assert!(l.contains(&"recruit #6 to testing".to_string()));
    assert!(!l.contains(&"recruit #6 to science".to_string()));
}

// ---------------------------------------------------------------- Step 3

#[test]
fn returned_specialists_count_two_icons_of_any_colour_and_the_center_may_exceed_six() {
    let mut r = raw(2);
    center(&mut r, &[1, 2, 3, 4, 5, 12]);
    hand(&mut r, P0, &[30, 40]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #12 to engineering");
    assert_eq!(need(&g).total(), 6);
    act(&mut g, P0, "return #30");
    act(&mut g, P0, "return #40");
    // 4 of 6 icons covered; two tokens finish it.
    assert_eq!(g.center().len(), 8);
    assert!(matches!(g.stage(), Stage::Paying(p) if p.wild == 4));
    act(&mut g, P0, "pay blue");
    act(&mut g, P0, "pay green");
    assert_eq!(g.hub(P0).top(E), Some(c(12)));
    assert_eq!(g.center().len(), 7);
    assert!(g.hand(P0).is_empty());
}

#[test]
fn a_specialist_cannot_be_returned_to_pay_for_itself() {
    let mut r = raw(2);
    hand(&mut r, P0, &[12, 30]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #12 to engineering");
    let e = refused(&mut g, P0, "return #12");
    assert_eq!(e, RuleError::ReturningRecruit { card: c(12) });
    assert!(!legal(&g, P0).contains(&"return #12".to_string()));
}

#[test]
fn a_recruitment_that_cannot_be_paid_is_refused() {
    let mut r = raw(2);
    center(&mut r, &[12]);
    let mut g = build(r);
    // Six icons, five tokens, no hand.
    let e = refused(&mut g, P0, "recruit #12 to engineering");
    assert_eq!(
        e,
        RuleError::CannotAfford {
            card: c(12),
            division: E,
            missing: 1
        }
    );
}

#[test]
fn only_required_research_is_paid_and_only_with_tokens_held() {
    let mut r = raw(2);
    center(&mut r, &[1]);
    give_token(&mut r, P0, P1, T);
    hand(&mut r, P0, &[30]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #1 to engineering");
    assert_eq!(
        refused(&mut g, P0, "pay red"),
        RuleError::NotNeeded { research: C }
    );
    assert_eq!(
        refused(&mut g, P0, "pay green"),
        RuleError::NoToken { research: T }
    );
    assert_eq!(legal(&g, P0), ["pay blue", "return #30"]);
}

#[test]
fn every_step_of_a_payment_keeps_it_payable() {
    // Whatever order of legal steps is taken, the recruitment completes.
    for seed in 0..30u64 {
        let mut r = raw(2);
        center(&mut r, &[12]);
        hand(&mut r, P0, &[30, 40]);
        hub(&mut r, P0, &[(4, E)]);
        let mut g = build(r);
        act(&mut g, P0, "recruit #12 to engineering");
        let mut rng = lets_go_rules::cardgame_core::GameRng::from_u64(seed);
        while matches!(g.stage(), Stage::Paying(_)) {
            let l = g.legal_actions(P0);
            assert!(!l.is_empty());
            let a = l[rng.below(l.len() as u32) as usize];
            g.apply(P0, &a).expect("listed");
        }
        assert_eq!(g.hub(P0).top(E), Some(c(12)));
    }
}

// ---------------------------------------------------------------- abilities: timing

#[test]
fn a_new_specialists_ability_waits_for_the_next_turn() {
    let mut r = raw(2);
    center(&mut r, &[21]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #21 to testing");
    act(&mut g, P0, "pay green");
    act(&mut g, P0, "pay yellow");
    act(&mut g, P0, "pay red");
    act(&mut g, P0, "pay purple");
    // #21 draws after a recruitment into an empty Division, like this one,
    // but not on the turn it arrives: the turn ended at once.
    assert_eq!(g.current(), P1);
    assert_eq!(g.hand(P0).len(), 0);
}

#[test]
fn covered_abilities_are_inactive() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(7, E), (5, E)]);
    hand(&mut r, P0, &[13]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #13 to testing");
    // #7 (+1 icon from hand) is covered by #5, which has no ability.
    assert_eq!(
        refused(&mut g, P0, "use engineering"),
        RuleError::NoAbility { division: E }
    );
}

#[test]
fn each_ability_is_used_at_most_once_per_turn() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(4, E)]);
    center(&mut r, &[60]);
    hand(&mut r, P0, &[30]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #60 to spaceflight");
    act(&mut g, P0, "use engineering");
    assert_eq!(
        refused(&mut g, P0, "use engineering"),
        RuleError::AbilityUsed { division: E }
    );
}

#[test]
fn the_top_ability_of_the_destination_division_may_help_pay() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(4, E)]);
    center(&mut r, &[8]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #8 to engineering");
    assert_eq!(need(&g), icons(&[S, C, F]));
    act(&mut g, P0, "use engineering");
    assert_eq!(need(&g), icons(&[S, C]));
}

// ---------------------------------------------------------------- abilities 1–4, 13–16 and designed Research

fn research_cards() -> Vec<(Card, &'static [Field])> {
    Card::all()
        .filter_map(|card| match card.data().ability {
            Ability::Research(icons) => Some((card, icons)),
            _ => None,
        })
        .collect()
}

#[test]
fn abilities_1_to_4_and_13_to_16_are_printed_research_icons() {
    let given: Vec<u8> = research_cards()
        .iter()
        .map(|(card, _)| card.printed())
        .filter(|&n| n <= 19)
        .collect();
    assert_eq!(given, [1, 2, 3, 4, 13, 14, 15, 16]);
    assert_eq!(research_cards().len(), 20);
}

#[test]
fn every_research_ability_provides_its_printed_icons_when_recruiting() {
    for (card, printed) in research_cards() {
        let home = card.data().skills[0];
        // A Specialist of another field whose cost needs the first icon.
        let target = Card::all()
            .find(|t| {
                t.data().skills[0] != home
                    && t.data().basic_cost() == 5
                    && t.data().cost.contains(&printed[0])
            })
            .expect("a target");
        let mut r = raw(2);
        hub(&mut r, P0, &[(card.printed(), home)]);
        r.move_card(target, Zone::Center);
        let spare: Vec<u8> = Card::all()
            .filter(|&x| x != card && x != target)
            .take(3)
            .map(|x| x.printed())
            .collect();
        hand(&mut r, P0, &spare);
        let mut g = build(r);
        let division = target.data().skills[0];
        g.apply(
            P0,
            &Action::Recruit {
                card: target,
                division,
            },
        )
        .expect("affordable");
        let before = need(&g);
        g.apply(P0, &Action::Use(home)).expect("usable");
        let mut expected = before;
        for &f in printed {
            expected.take(f);
        }
        assert_eq!(need(&g), expected, "{card}");
    }
}

#[test]
fn a_research_ability_with_no_required_icon_cannot_be_used() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(1, E)]); // green icon
    center(&mut r, &[37]); // cost red, purple
    let mut g = build(r);
    act(&mut g, P0, "recruit #37 to construction");
    assert!(matches!(
        refused(&mut g, P0, "use engineering"),
        RuleError::AbilityNotUsable { .. }
    ));
}

// ---------------------------------------------------------------- 5–6, 17–18 (and designed twins)

#[test]
fn abilities_5_6_17_18_are_two_skills_and_nothing_else() {
    for n in [5u8, 6, 17, 18, 29, 30, 41, 42, 53, 54] {
        let data = c(n).data();
        assert_eq!(data.ability, Ability::None, "#{n}");
        assert_eq!(data.skills.len(), 2, "#{n}");
    }
    let mut r = raw(2);
    hub(&mut r, P0, &[(17, T)]);
    center(&mut r, &[1]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #1 to engineering");
    assert_eq!(
        refused(&mut g, P0, "use testing"),
        RuleError::NoAbility { division: T }
    );
    // #17's two green Skills both lower the next Tester's cost.
    assert_eq!(g.hub(P0).matching_skills(T), 2);
}

// ---------------------------------------------------------------- 7, 31, 55: icons of any colour

#[test]
fn ability_7_adds_one_icon_of_any_colour_only_when_recruiting_from_hand() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(7, E)]);
    hand(&mut r, P0, &[13]);
    center(&mut r, &[25]);
    let mut g = build(r);
    let mut from_center = g.clone();
    act(&mut from_center, P0, "recruit #25 to science");
    assert!(matches!(
        refused(&mut from_center, P0, "use engineering"),
        RuleError::AbilityNotUsable { .. }
    ));
    act(&mut g, P0, "recruit #13 to testing");
    assert_eq!(need(&g), icons(&[T, S]));
    act(&mut g, P0, "use engineering");
    act(&mut g, P0, "pay green");
    assert_eq!(g.hub(P0).top(T), Some(c(13)));
    assert_eq!(g.tokens(P0).total(), 4);
}

#[test]
fn ability_31_adds_one_icon_of_any_colour_only_when_recruiting_from_the_center() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(31, S)]);
    hand(&mut r, P0, &[13]);
    center(&mut r, &[25]);
    let mut g = build(r);
    let mut from_hand = g.clone();
    act(&mut from_hand, P0, "recruit #13 to testing");
    assert!(from_hand.apply(P0, &Action::Use(S)).is_err());
    act(&mut g, P0, "recruit #25 to science");
    // #25 joins Science on #31: one Science Skill removes the yellow icon.
    assert_eq!(need(&g), icons(&[C]));
    act(&mut g, P0, "use science");
    assert_eq!(g.hub(P0).top(S), Some(c(25)));
    assert_eq!(g.tokens(P0), Icons::ONE_EACH);
}

#[test]
fn ability_55_adds_two_icons_when_recruiting_into_an_empty_division() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(55, F), (1, E)]);
    center(&mut r, &[2, 14]);
    let mut g = build(r);
    let mut not_empty = g.clone();
    act(&mut not_empty, P0, "recruit #2 to engineering");
    assert!(not_empty.apply(P0, &Action::Use(F)).is_err());
    act(&mut g, P0, "recruit #14 to testing");
    assert_eq!(need(&g), icons(&[T, E]));
    act(&mut g, P0, "use spaceflight");
    assert_eq!(g.hub(P0).top(T), Some(c(14)));
}

// ---------------------------------------------------------------- 8, 32, 44, 56: free recruitment instead of the action

#[test]
fn ability_8_recruits_for_free_a_specialist_of_basic_cost_exactly_3() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(8, E)]);
    center(&mut r, &[1, 3]);
    hand(&mut r, P0, &[15]);
    let mut g = build(r);
    act(&mut g, P0, "use engineering");
    assert_eq!(
        legal(&g, P0),
        ["recruit #3 to engineering", "recruit #15 to testing"]
    );
    assert!(matches!(
        refused(&mut g, P0, "recruit #1 to engineering"),
        RuleError::WrongCost {
            cost: 2,
            required: 3,
            ..
        }
    ));
    act(&mut g, P0, "recruit #15 to testing");
    assert_eq!(g.hub(P0).top(T), Some(c(15)));
    assert_eq!(g.tokens(P0), Icons::ONE_EACH);
    assert_eq!(g.current(), P1);
}

#[test]
fn ability_8_needs_a_specialist_of_that_cost() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(8, E)]);
    center(&mut r, &[1, 12]);
    let mut g = build(r);
    assert!(matches!(
        refused(&mut g, P0, "use engineering"),
        RuleError::AbilityNotUsable { .. }
    ));
}

#[test]
fn designed_free_recruitments_32_44_56_follow_their_cost_and_source() {
    assert_eq!(
        c(32).data().ability,
        Ability::Instead(Instead::FreeRecruit {
            cost: 2,
            from: RecruitFrom::Anywhere
        })
    );
    // 44: exactly 4, from hand only.
    let mut r = raw(2);
    hub(&mut r, P0, &[(44, C)]);
    center(&mut r, &[4]);
    hand(&mut r, P0, &[5]);
    let mut g = build(r);
    act(&mut g, P0, "use construction");
    assert!(matches!(
        refused(&mut g, P0, "recruit #4 to engineering"),
        RuleError::WrongSource { .. }
    ));
    act(&mut g, P0, "recruit #5 to engineering");
    assert_eq!(g.hub(P0).top(E), Some(c(5)));
    // 56: exactly 5, from the Center only.
    let mut r = raw(2);
    hub(&mut r, P0, &[(56, F)]);
    center(&mut r, &[10]);
    hand(&mut r, P0, &[6]);
    let mut g = build(r);
    act(&mut g, P0, "use spaceflight");
    assert_eq!(legal(&g, P0), ["recruit #10 to engineering"]);
    act(&mut g, P0, "recruit #10 to engineering");
    assert_eq!(g.tokens(P0), Icons::ONE_EACH);
    // 32: exactly 2, from anywhere.
    let mut r = raw(2);
    hub(&mut r, P0, &[(32, S)]);
    center(&mut r, &[1, 3]);
    hand(&mut r, P0, &[14]);
    let mut g = build(r);
    act(&mut g, P0, "use science");
    assert_eq!(
        legal(&g, P0),
        ["recruit #1 to engineering", "recruit #14 to testing"]
    );
}

// ---------------------------------------------------------------- 9, 21, 33, 45, 57: draw after recruiting

fn draw_after(ability: u8, home: Field, recruit: &str, setup: impl FnOnce(&mut RawState)) -> bool {
    let mut r = raw(2);
    hub(&mut r, P0, &[(ability, home)]);
    setup(&mut r);
    let mut g = build(r);
    act(&mut g, P0, recruit);
    while let Stage::Paying(pay) = *g.stage() {
        let f = Field::ALL
            .into_iter()
            .find(|&f| pay.need.get(f) > 0 && g.tokens(P0).get(f) > 0)
            .expect("a token to pay");
        g.apply(P0, &Action::Pay(f)).expect("pay");
    }
    if g.current() != P0 {
        return false;
    }
    let before = g.hand(P0).len();
    assert_eq!(
        legal(&g, P0),
        [format!("use {}", home.name()), "end turn".to_string()]
    );
    g.apply(P0, &Action::Use(home)).expect("draw");
    assert_eq!(g.hand(P0).len(), before + 1);
    true
}

#[test]
fn ability_9_draws_after_recruiting_a_specialist_of_cost_5_or_6() {
    assert!(draw_after(9, E, "recruit #6 to testing", |r| center(
        r,
        &[6]
    )));
    assert!(!draw_after(9, E, "recruit #14 to testing", |r| center(
        r,
        &[14]
    )));
}

#[test]
fn ability_21_draws_after_recruiting_into_an_empty_division() {
    assert!(draw_after(21, T, "recruit #25 to science", |r| center(
        r,
        &[25]
    )));
    assert!(!draw_after(21, T, "recruit #13 to testing", |r| center(
        r,
        &[13]
    )));
}

#[test]
fn ability_33_draws_after_recruiting_from_hand() {
    assert!(draw_after(33, S, "recruit #1 to engineering", |r| hand(
        r,
        P0,
        &[1]
    )));
    assert!(!draw_after(33, S, "recruit #1 to engineering", |r| center(
        r,
        &[1]
    )));
}

#[test]
fn ability_45_draws_after_recruiting_a_specialist_with_two_skills() {
    assert!(draw_after(45, C, "recruit #17 to testing", |r| {
        center(r, &[17]);
        hub(r, P0, &[(13, T), (14, T)]);
    }));
    assert!(!draw_after(45, C, "recruit #1 to engineering", |r| center(
        r,
        &[1]
    )));
}

#[test]
fn ability_57_draws_after_recruiting_a_specialist_of_cost_3_or_less() {
    assert!(draw_after(57, F, "recruit #3 to engineering", |r| center(
        r,
        &[3]
    )));
    assert!(!draw_after(57, F, "recruit #5 to engineering", |r| center(
        r,
        &[5]
    )));
}

#[test]
fn a_covered_draw_ability_does_not_trigger() {
    // Recruiting into #9's own Division covers it first.
    assert!(!draw_after(9, E, "recruit #10 to engineering", |r| center(
        r,
        &[10]
    )));
}

// ---------------------------------------------------------------- 10, 22, 34: pass tokens, recruit whatever the cost

#[test]
fn ability_10_passes_two_tokens_and_recruits_from_hand_whatever_the_cost() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(10, E)]);
    hand(&mut r, P0, &[12]);
    center(&mut r, &[60]);
    let mut g = build(r);
    act(&mut g, P0, "use engineering");
    assert_eq!(legal(&g, P0), ["recruit #12 to engineering"]);
    act(&mut g, P0, "recruit #12 to engineering");
    // Tokens of any colours, but nothing else.
    assert_eq!(
        legal(&g, P0),
        [
            "pay blue",
            "pay green",
            "pay yellow",
            "pay red",
            "pay purple"
        ]
    );
    act(&mut g, P0, "pay red");
    act(&mut g, P0, "pay purple");
    assert_eq!(g.hub(P0).top(E), Some(c(12)));
    assert_eq!(g.tokens(P0), Icons([1, 1, 1, 0, 0]));
    assert_eq!(g.tokens(P1), Icons([1, 1, 1, 2, 2]));
}

#[test]
fn ability_10_needs_two_tokens() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(10, E)]);
    hand(&mut r, P0, &[12]);
    for f in [E, T, S, C] {
        give_token(&mut r, P0, P1, f);
    }
    let mut g = build(r);
    assert!(matches!(
        refused(&mut g, P0, "use engineering"),
        RuleError::AbilityNotUsable { .. }
    ));
}

#[test]
fn designed_gift_recruitments_22_and_34_follow_their_tokens_and_source() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(22, T)]);
    hand(&mut r, P0, &[12]);
    center(&mut r, &[24]);
    let mut g = build(r);
    act(&mut g, P0, "use testing");
    assert_eq!(legal(&g, P0), ["recruit #24 to testing"]);
    let mut r = raw(2);
    hub(&mut r, P0, &[(34, S)]);
    hand(&mut r, P0, &[12]);
    center(&mut r, &[24]);
    let mut g = build(r);
    act(&mut g, P0, "use science");
    act(&mut g, P0, "recruit #12 to engineering");
    for colour in ["blue", "green", "yellow"] {
        act(&mut g, P0, &format!("pay {colour}"));
    }
    assert_eq!(g.hub(P0).top(E), Some(c(12)));
    assert_eq!(g.tokens(P0).total(), 2);
}

// ---------------------------------------------------------------- 20, 46: draw instead of the action

#[test]
fn abilities_20_and_46_draw_cards_instead_of_the_action() {
    for (n, home, drawn) in [(20u8, T, 2usize), (46, C, 3)] {
        let mut r = raw(2);
        hub(&mut r, P0, &[(n, home)]);
        let mut g = build(r);
        g.apply(P0, &Action::Use(home)).expect("usable");
        assert_eq!(g.hand(P0).len(), drawn, "#{n}");
        assert_eq!(g.current(), P1);
    }
}

// ---------------------------------------------------------------- 19, 43, 58: a Skill at the end of the turn

#[test]
fn ability_19_passes_two_tokens_for_a_skill_that_completes_a_project() {
    let mut r = raw(2);
    // Sputnik 1 needs Engineering, Science, Space Flight.
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    hub(&mut r, P0, &[(1, E), (25, S), (19, T)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    assert_eq!(legal(&g, P0), ["use testing", "end turn"]);
    act(&mut g, P0, "use testing");
    act(&mut g, P0, "skill spaceflight");
    act(&mut g, P0, "pay green");
    act(&mut g, P0, "pay red");
    // No ability left: the turn ends, and the Skill completes Sputnik 1.
    assert_eq!(g.projects()[0].owner, Some(P0));
    assert_eq!(g.current(), P1);
    assert_eq!(g.tokens(P1).total(), 7);
    // The Skill lasted one turn.
    assert_eq!(g.project_skills(P0), icons(&[E, S, T]));
}

#[test]
fn ability_43_returns_a_hand_card_for_a_skill() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    hub(&mut r, P0, &[(43, C), (1, E), (49, F)]);
    hand(&mut r, P0, &[30]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    act(&mut g, P0, "use construction");
    act(&mut g, P0, "skill science");
    assert_eq!(
        refused(&mut g, P0, "pay blue"),
        RuleError::WrongDecision {
            expected: "the Skill icon your end-of-turn ability gives, then its price as the ability states (Research tokens, or a Specialist returned from your hand)"
        }
    );
    act(&mut g, P0, "return #30");
    assert!(g.center().contains(c(30).index()));
    assert_eq!(g.projects()[0].owner, Some(P0));
}

#[test]
fn ability_58_passes_one_token_for_a_skill() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    hub(&mut r, P0, &[(58, F), (1, E)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    act(&mut g, P0, "use spaceflight");
    act(&mut g, P0, "skill science");
    assert_eq!(
        legal(&g, P0),
        [
            "pay blue",
            "pay green",
            "pay yellow",
            "pay red",
            "pay purple"
        ]
    );
    act(&mut g, P0, "pay blue");
    assert_eq!(g.projects()[0].owner, Some(P0));
    assert_eq!(g.tokens(P0).total(), 4);
}

// ---------------------------------------------------------------- asterisk scoring: 11, 12, 23, 24, 35, 36, 47, 48, 59, 60

#[test]
fn ability_11_scores_one_per_space_flight_skill_covered_or_not() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(11, E), (1, E), (49, F), (53, F), (54, E)]);
    let g = build(r);
    // #11 covered by #1 and #54; purple Skills: #49, #53 twice, #54 once (in Engineering).
    let sheet = g.score_sheet(P0);
    assert_eq!(sheet.asterisks, 4);
}

#[test]
fn ability_12_scores_two_per_specialist_placed_on_top_of_it() {
    let mut r = raw(2);
    hub(&mut r, P0, &[(1, E), (12, E), (2, E), (3, E), (13, T)]);
    let g = build(r);
    assert_eq!(g.score_sheet(P0).asterisks, 4);
    assert_eq!(g.score_sheet(P0).specialists, 1 + 1 + 1 + 2 + 1);
}

#[test]
fn designed_scoring_abilities_count_what_they_say() {
    let cases: [(u8, Field, u32); 8] = [
        (23, T, 3),     // per blue Skill: #1, #2, #6's blue
        (35, S, 2),     // per green Skill: #6's green, #13
        (47, C, 1),     // per yellow Skill: #25
        (59, F, 0),     // per red Skill: none
        (24, T, 2),     // 2 per Project completed: one
        (36, S, 2 * 5), // 2 per occupied Division: all five, with #37 and #49 added
        (48, C, 1),     // 1 per Specialist in its Division: itself
        (60, F, 2),     // 2 per two-Skill Specialist: #6
    ];
    for (n, home, expected) in cases {
        let mut r = raw(2);
        hub(
            &mut r,
            P0,
            &[(1, E), (2, E), (6, T), (13, T), (25, S), (n, home)],
        );
        if n == 36 {
            hub(&mut r, P0, &[(37, C), (49, F)]);
        }
        r.projects.as_mut_slice()[0].owner = Some(P0);
        let g = build(r);
        let sheet = g.score_sheet(P0);
        let bonus = lets_go_rules::score_bonus(c(n), g.hub(P0), g.projects(), P0);
        assert_eq!(bonus, expected, "#{n}");
        assert_eq!(sheet.asterisks, expected, "#{n}");
    }
    assert!(matches!(
        c(59).data().ability,
        Ability::Score(Score::PerSkill {
            skill: C,
            points: 1
        })
    ));
}

// ---------------------------------------------------------------- the whole reference as data

#[test]
fn the_ability_reference_has_five_blocks_of_twelve() {
    for block in 0..5u8 {
        let field = Field::from_index(usize::from(block)).expect("a field");
        for pos in 1..=12u8 {
            let card = c(block * 12 + pos);
            let data = card.data();
            assert_eq!(data.skills[0], field, "{card}");
            assert_eq!(
                data.cost[0], field,
                "{card}: the bottom icon is the block's colour"
            );
            assert!((2..=6).contains(&data.basic_cost()), "{card}");
            let kind = match data.ability {
                Ability::Research(_) => 1,
                Ability::None => 5,
                Ability::Score(_) => 11,
                _ => 7,
            };
            let expected = match pos {
                1..=4 => 1,
                5 | 6 => 5,
                11 | 12 => 11,
                _ => 7,
            };
            assert_eq!(kind, expected, "{card}");
        }
    }
    assert_eq!(
        c(7).data().ability,
        Ability::Wild {
            icons: 1,
            when: When::FromHand
        }
    );
    assert_eq!(
        c(9).data().ability,
        Ability::DrawAfterRecruit(When::CostAtLeast(5))
    );
}

// ---------------------------------------------------------------- taking a Specialist

#[test]
fn taking_from_the_center_refills_it_to_six_and_is_known_to_all() {
    let mut r = raw(2);
    center(&mut r, &[1, 2, 3, 4, 5, 6]);
    let mut g = build(r);
    act(&mut g, P0, "take #3");
    assert_eq!(g.center().len(), 6);
    assert!(g.hand(P0).contains(c(3).index()));
    let seen = g.observe(Viewer::Seat(P1));
    assert!(seen.hands[P0].contains(c(3).index()));
    // One card of the deck refilled the Center.
    assert_eq!(g.deck().len(), 60 - 6 - 1);
}

#[test]
fn recruiting_from_the_center_refills_it_to_six() {
    // Ruling R4.
    let mut r = raw(2);
    center(&mut r, &[1, 2, 3, 4, 5, 6]);
    let mut g = build(r);
    act(&mut g, P0, "recruit #1 to engineering");
    act(&mut g, P0, "pay blue");
    act(&mut g, P0, "pay green");
    assert_eq!(g.center().len(), 6);
    assert!(!g.center().contains(c(1).index()));
    assert_eq!(g.deck().len(), 60 - 6 - 1);
}

#[test]
fn drawing_from_the_deck_is_secret() {
    let mut r = raw(2);
    center(&mut r, &[1, 2, 3, 4, 5, 6]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    let drawn = g.hand(P0).iter().next().expect("a card");
    assert!(g.observe(Viewer::Seat(P0)).hands[P0].contains(drawn));
    assert!(g.observe(Viewer::Seat(P1)).hands[P0].is_empty());
    assert!(g.observe(Viewer::Spectator).hands[P0].is_empty());
    assert_eq!(g.observe(Viewer::Seat(P1)).hand_sizes[P0], 1);
}

#[test]
fn a_player_who_can_do_nothing_passes_and_only_then() {
    let mut r = raw(2);
    for card in Card::all() {
        r.move_card(card, Zone::Hand(P1, false));
    }
    let mut g = build(r);
    assert_eq!(legal(&g, P0), ["pass"]);
    assert_eq!(refused(&mut g, P0, "draw"), RuleError::DeckEmpty);
    act(&mut g, P0, "pass");
    assert_eq!(g.current(), P1);
    assert_eq!(refused(&mut g, P1, "pass"), RuleError::MustAct);
}

// ---------------------------------------------------------------- Projects

#[test]
fn a_project_is_completed_at_the_end_of_a_turn_after_either_action() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    hub(&mut r, P0, &[(1, E), (25, S), (49, F)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    assert_eq!(g.projects()[0].owner, Some(P0));
    assert_eq!(g.score_sheet(P0).projects, 3);
}

#[test]
fn at_most_one_project_per_turn_chosen_by_the_player_and_skills_are_not_spent() {
    let mut r = raw(2);
    // Sputnik 1 (E S F) and Friendship 7 (E T C F).
    r.set_projects(&[
        side(0, false),
        side(1, true),
        side(9, false),
        side(8, false),
    ]);
    hub(&mut r, P0, &[(1, E), (13, T), (25, S), (37, C), (49, F)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    assert_eq!(legal(&g, P0), ["claim sputnik-1", "claim friendship-7"]);
    act(&mut g, P0, "claim friendship-7");
    assert_eq!(g.projects()[0].owner, None);
    assert_eq!(g.projects()[1].owner, Some(P0));
    act(&mut g, P1, "draw");
    act(&mut g, P0, "draw");
    assert_eq!(g.projects()[0].owner, Some(P0));
}

#[test]
fn a_dual_skill_outside_its_division_counts_toward_projects() {
    // Ruling R2: #54 sits in Space Flight; its blue Skill still counts.
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    hub(&mut r, P0, &[(54, F), (25, S)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    assert_eq!(g.projects()[0].owner, Some(P0));
}

#[test]
fn a_completed_project_is_taken_by_one_player_only() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
    ]);
    r.projects.as_mut_slice()[0].owner = Some(P0);
    hub(&mut r, P1, &[(1, E), (25, S), (49, F)]);
    r.current = P1;
    let mut g = build(r);
    act(&mut g, P1, "draw");
    assert_eq!(g.projects()[0].owner, Some(P0));
    assert_eq!(g.score_sheet(P1).projects, 0);
}

// ---------------------------------------------------------------- End of the Game

fn eleven_engineers(r: &mut RawState, p: PlayerId) {
    hub(
        r,
        p,
        &[
            (1, E),
            (2, E),
            (3, E),
            (4, E),
            (7, E),
            (8, E),
            (9, E),
            (10, E),
            (11, E),
            (12, E),
            (5, E),
        ],
    );
}

#[test]
fn the_twelfth_specialist_starts_the_last_round_which_ends_before_the_first_player() {
    let mut r = raw(3);
    eleven_engineers(&mut r, P1);
    center(&mut r, &[6]);
    r.current = P1;
    let mut g = build(r);
    act(&mut g, P1, "recruit #6 to engineering");
    assert_eq!(g.last_round(), Some(EndTrigger::TwelveSpecialists(P1)));
    assert_eq!(g.current(), P2);
    assert!(g.outcome().is_none());
    act(&mut g, P2, "draw");
    // Play reached the First Player, who does not take another turn.
    assert!(g.to_act().is_empty());
    let outcome = g.outcome().expect("over");
    assert!(!outcome.capped);
}

#[test]
fn a_trigger_on_the_last_seat_of_the_round_ends_the_game_at_once() {
    let mut r = raw(3);
    eleven_engineers(&mut r, P2);
    center(&mut r, &[6]);
    r.current = P2;
    let mut g = build(r);
    act(&mut g, P2, "recruit #6 to engineering");
    assert!(g.outcome().is_some());
}

#[test]
fn completing_the_last_project_starts_the_last_round() {
    let mut r = raw(3);
    r.set_projects(&[
        side(0, false),
        side(9, false),
        side(8, false),
        side(7, false),
        side(6, false),
    ]);
    for slot in r.projects.as_mut_slice().iter_mut().skip(1) {
        slot.owner = Some(P2);
    }
    hub(&mut r, P0, &[(1, E), (25, S), (49, F)]);
    let mut g = build(r);
    act(&mut g, P0, "draw");
    assert_eq!(g.last_round(), Some(EndTrigger::AllProjects));
    act(&mut g, P1, "draw");
    act(&mut g, P2, "draw");
    assert!(g.outcome().is_some());
    assert_eq!(g.turns(), 3);
}

#[test]
fn the_stall_rule_starts_the_last_round_after_quiet_rounds() {
    // Ruling R7: deck empty, nobody recruits: the game still ends.
    let mut r = raw(2);
    for card in Card::all() {
        r.move_card(card, Zone::Center);
    }
    r.config = r.config.with_stall_rounds(1);
    let mut g = build(r);
    act(&mut g, P0, "take #1");
    assert_eq!(g.quiet_turns(), 1);
    act(&mut g, P1, "take #2");
    assert_eq!(g.last_round(), Some(EndTrigger::Stall));
    let outcome = g.outcome().expect("over");
    assert!(outcome.capped);
}

#[test]
fn progress_resets_the_stall_count() {
    let mut r = raw(2);
    for card in Card::all() {
        r.move_card(card, Zone::Center);
    }
    r.config = r.config.with_stall_rounds(1);
    let mut g = build(r);
    act(&mut g, P0, "take #1");
    act(&mut g, P1, "recruit #2 to engineering");
    act(&mut g, P1, "pay blue");
    act(&mut g, P1, "pay purple");
    assert_eq!(g.quiet_turns(), 0);
    assert_eq!(g.last_round(), None);
}

// ---------------------------------------------------------------- Scoring

fn finished(r: &mut RawState) {
    r.stage = Stage::Over;
    r.last_round = Some(EndTrigger::AllProjects);
    for slot in r.projects.as_mut_slice() {
        slot.owner.get_or_insert(P1);
    }
}

#[test]
fn scoring_counts_projects_and_every_specialist_but_not_the_hand() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(1, false),
        side(2, false),
        side(3, false),
    ]);
    r.projects.as_mut_slice()[0].owner = Some(P0);
    hub(&mut r, P0, &[(1, E), (3, E), (12, E)]);
    hand(&mut r, P0, &[6]);
    finished(&mut r);
    let g = build(r);
    let sheet = g.score_sheet(P0);
    assert_eq!(
        (sheet.projects, sheet.specialists, sheet.asterisks),
        (3, 1 + 2 + 1, 0)
    );
    assert_eq!(g.outcome().expect("over").scores[P0], 7);
}

#[test]
fn a_tie_goes_to_the_most_progress_from_projects() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(1, false),
        side(2, false),
        side(3, false),
    ]);
    r.projects.as_mut_slice()[0].owner = Some(P0); // Sputnik 1: 3
    r.projects.as_mut_slice()[2].owner = Some(P0); // Voskhod 2: 5
    r.projects.as_mut_slice()[1].owner = Some(P1); // Vostok 1: 4
    r.projects.as_mut_slice()[3].owner = Some(P1); // Luna 9: 6
    hub(&mut r, P0, &[(6, E), (25, S)]); // 3 + 1
    hub(&mut r, P1, &[(13, T), (26, S)]); // 1 + 1
    finished(&mut r);
    let g = build(r);
    let o = g.outcome().expect("over");
    assert_eq!(o.scores.as_slice(), &[12, 12]);
    // 10 Progress from Projects beat 8.
    assert_eq!(o.winners.iter().collect::<Vec<_>>(), [P1]);
    assert_eq!(o.places.as_slice(), &[2, 1]);
}

#[test]
fn a_tie_on_projects_too_is_a_shared_win() {
    let mut r = raw(2);
    r.set_projects(&[
        side(0, false),
        side(1, false),
        side(2, false),
        side(3, false),
    ]);
    r.projects.as_mut_slice()[0].owner = Some(P0); // 3
    r.projects.as_mut_slice()[3].owner = Some(P0); // 6
    r.projects.as_mut_slice()[1].owner = Some(P1); // 4
    r.projects.as_mut_slice()[2].owner = Some(P1); // 5
    hub(&mut r, P0, &[(1, E)]);
    hub(&mut r, P1, &[(13, T)]);
    finished(&mut r);
    let g = build(r);
    let o = g.outcome().expect("over");
    assert_eq!(o.scores.as_slice(), &[10, 10]);
    assert_eq!(o.winners.len(), 2);
    assert_eq!(o.places.as_slice(), &[1, 1]);
}

// ---------------------------------------------------------------- Setup

#[test]
fn setup_follows_the_rulebook() {
    for players in 2..=4u8 {
        let g = LetsGo::new(&Config::new(players), u64::from(players)).expect("valid");
        assert_eq!(g.center().len(), 6);
        assert_eq!(g.projects().len(), usize::from(players) + 2);
        for p in PlayerId::all(usize::from(players)) {
            assert_eq!(g.hand(p).len(), 1);
            assert_eq!(g.tokens(p), Icons::ONE_EACH);
            assert!(g.hub(p).is_empty());
        }
        assert_eq!(g.deck().len(), 60 - 6 - usize::from(players));
        assert_eq!(g.current(), g.first_player());
    }
    assert!(LetsGo::new(&Config::new(5), 0).is_err());
    assert!(LetsGo::new(&Config::new(1), 0).is_err());
}

// ---------------------------------------------------------------- invariants

#[test]
fn research_tokens_are_conserved_after_every_step() {
    for players in 2..=4u8 {
        for seed in 0..10u64 {
            let mut g = LetsGo::new(&Config::new(players), seed).expect("valid");
            let mut rng = lets_go_rules::cardgame_core::GameRng::from_u64(seed);
            while let Some(p) = g.to_act().first() {
                let l = g.legal_actions(p);
                let a = l[rng.below(l.len() as u32) as usize];
                g.apply(p, &a).expect("listed");
                for f in Field::ALL {
                    let sum: u8 = PlayerId::all(usize::from(players))
                        .map(|q| g.tokens(q).get(f))
                        .sum();
                    assert_eq!(sum, players, "{f} after {a}");
                }
            }
        }
    }
}

#[test]
fn a_broken_position_is_refused() {
    let mut r = raw(2);
    give_token(&mut r, P0, P1, E);
    r.tokens[P1].add(E);
    assert!(LetsGo::try_from(r).is_err());
    let mut r = raw(2);
    r.hands[P0].insert(c(1).index()); // also in the deck
    assert!(LetsGo::try_from(r).is_err());
    let mut r = raw(2);
    r.move_card(c(1), Zone::Hub(P0, T)); // an Engineer in Testing
    assert!(LetsGo::try_from(r).is_err());
}

/// Ruling R16: once a player has announced an ability used instead of the
/// action, everybody knows a Specialist it can recruit is in the Center or its
/// hand, and every sampled world keeps that true.
#[test]
fn determinizing_after_an_announced_ability_keeps_a_specialist_to_recruit() {
    use lets_go_rules::cardgame_core::GameRng;
    use lets_go_rules::Determinize;
    let mut announced = 0;
    for seed in 0..300u64 {
        let players = 2 + (seed % 3) as u8;
        let mut g = LetsGo::new(&Config::new(players), seed).expect("valid config");
        let mut rng = GameRng::from_u64(seed);
        let mut last_was_use = false;
        while !g.is_finished() {
            let p = g.to_act().first().expect("a seat to act");
            let options = g.legal_actions(p);
            if last_was_use && options.iter().all(|a| a.to_string().starts_with("recruit")) {
                announced += 1;
                for q in PlayerId::all(usize::from(players)).filter(|&q| q != p) {
                    for k in 0..8 {
                        let d = g.determinize(Viewer::Seat(q), &mut GameRng::from_u64(k));
                        assert_eq!(d.validate_state(), Ok(()), "seed {seed}, viewer {q}");
                        assert_eq!(d.legal_actions(q), g.legal_actions(q));
                    }
                }
            }
            let a = options[rng.below(options.len() as u32) as usize];
            last_was_use = a.to_string().starts_with("use");
            g.apply(p, &a).expect("a listed action is legal");
        }
    }
    assert!(
        announced > 20,
        "only {announced} announced abilities were seen"
    );
}
