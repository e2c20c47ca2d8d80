//! Links every rules crate into a `#![no_std]` static library: the build fails
//! (E0152, duplicate `panic_impl`) if any of them, or any dependency, pulls in `std`.
#![no_std]

extern crate alloc;
extern crate apogee_rules;
extern crate cardgame_core;
extern crate lets_go_rules;
extern crate red_planet_rules;
extern crate space_race_rules;

use core::alloc::{GlobalAlloc, Layout};

/// An allocator that never allocates: this library is linked, never run.
struct NoAllocator;

// SAFETY: returning null is the documented way for an allocator to report
// failure; `dealloc` is never reached because nothing is ever allocated.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for NoAllocator {
    unsafe fn alloc(&self, _layout: Layout) -> *mut u8 {
        core::ptr::null_mut()
    }
    unsafe fn dealloc(&self, _ptr: *mut u8, _layout: Layout) {}
}

#[global_allocator]
static ALLOCATOR: NoAllocator = NoAllocator;

#[panic_handler]
fn panic(_info: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}

/// Makes the linker keep the game crates' code: a seeded core RNG draw.
#[no_mangle]
pub extern "C" fn nostd_check_roll(seed: u64) -> u8 {
    cardgame_core::GameRng::from_u64(seed).d12()
}
