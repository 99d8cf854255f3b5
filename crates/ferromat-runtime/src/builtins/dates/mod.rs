//! The dates family: serial date numbers, date vectors and date text
//! (`datenum datevec datestr now clock date etime weekday calendar
//! addtodate eomday`). `calendar.rs` converts between serial numbers and
//! date vectors on chrono's proleptic Gregorian calendar; `shift.rs` adds
//! calendar units to them; `format.rs` reads and writes date text. Timers (`tic toc pause`) are `timing.rs`'s.

pub mod calendar;
pub mod cputime;
pub mod format;
pub mod shift;
pub mod timing;
