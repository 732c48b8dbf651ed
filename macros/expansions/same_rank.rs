impl<> SameRankRanks<()> for ()  {}

impl<B0> SameRankRanks<()> for (B0,) where (): RankMismatch<(), (B0,)> {}

impl<B0, B1> SameRankRanks<()> for (B0, B1) where (): RankMismatch<(), (B0, B1)> {}

impl<B0, B1, B2> SameRankRanks<()> for (B0, B1, B2) where (): RankMismatch<(), (B0, B1, B2)> {}

impl<B0, B1, B2, B3> SameRankRanks<()> for (B0, B1, B2, B3) where (): RankMismatch<(), (B0, B1, B2, B3)> {}

impl<B0, B1, B2, B3, B4> SameRankRanks<()> for (B0, B1, B2, B3, B4) where (): RankMismatch<(), (B0, B1, B2, B3, B4)> {}

impl<B0, B1, B2, B3, B4, B5> SameRankRanks<()> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(), (B0, B1, B2, B3, B4, B5)> {}

impl<B0, B1, B2, B3, B4, B5, B6> SameRankRanks<()> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<()> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0> SameRankRanks<(A0,)> for () where (): RankMismatch<(A0,), ()> {}

impl<A0, B0> SameRankRanks<(A0,)> for (B0,)  {}

impl<A0, B0, B1> SameRankRanks<(A0,)> for (B0, B1) where (): RankMismatch<(A0,), (B0, B1)> {}

impl<A0, B0, B1, B2> SameRankRanks<(A0,)> for (B0, B1, B2) where (): RankMismatch<(A0,), (B0, B1, B2)> {}

impl<A0, B0, B1, B2, B3> SameRankRanks<(A0,)> for (B0, B1, B2, B3) where (): RankMismatch<(A0,), (B0, B1, B2, B3)> {}

impl<A0, B0, B1, B2, B3, B4> SameRankRanks<(A0,)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0,), (B0, B1, B2, B3, B4)> {}

impl<A0, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0,)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0,), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0,)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0,), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0,)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0,), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1> SameRankRanks<(A0, A1)> for () where (): RankMismatch<(A0, A1), ()> {}

impl<A0, A1, B0> SameRankRanks<(A0, A1)> for (B0,) where (): RankMismatch<(A0, A1), (B0,)> {}

impl<A0, A1, B0, B1> SameRankRanks<(A0, A1)> for (B0, B1)  {}

impl<A0, A1, B0, B1, B2> SameRankRanks<(A0, A1)> for (B0, B1, B2) where (): RankMismatch<(A0, A1), (B0, B1, B2)> {}

impl<A0, A1, B0, B1, B2, B3> SameRankRanks<(A0, A1)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1), (B0, B1, B2, B3)> {}

impl<A0, A1, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2> SameRankRanks<(A0, A1, A2)> for () where (): RankMismatch<(A0, A1, A2), ()> {}

impl<A0, A1, A2, B0> SameRankRanks<(A0, A1, A2)> for (B0,) where (): RankMismatch<(A0, A1, A2), (B0,)> {}

impl<A0, A1, A2, B0, B1> SameRankRanks<(A0, A1, A2)> for (B0, B1) where (): RankMismatch<(A0, A1, A2), (B0, B1)> {}

impl<A0, A1, A2, B0, B1, B2> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2)  {}

impl<A0, A1, A2, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1, A2), (B0, B1, B2, B3)> {}

impl<A0, A1, A2, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1, A2), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, A2, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1, A2), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, A2, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1, A2), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, A2, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1, A2), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2, A3> SameRankRanks<(A0, A1, A2, A3)> for () where (): RankMismatch<(A0, A1, A2, A3), ()> {}

impl<A0, A1, A2, A3, B0> SameRankRanks<(A0, A1, A2, A3)> for (B0,) where (): RankMismatch<(A0, A1, A2, A3), (B0,)> {}

impl<A0, A1, A2, A3, B0, B1> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1)> {}

impl<A0, A1, A2, A3, B0, B1, B2> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1, B2)> {}

impl<A0, A1, A2, A3, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2, B3)  {}

impl<A0, A1, A2, A3, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, A2, A3, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, A2, A3, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, A2, A3, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2, A3)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1, A2, A3), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2, A3, A4> SameRankRanks<(A0, A1, A2, A3, A4)> for () where (): RankMismatch<(A0, A1, A2, A3, A4), ()> {}

impl<A0, A1, A2, A3, A4, B0> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0,) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0,)> {}

impl<A0, A1, A2, A3, A4, B0, B1> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1)> {}

impl<A0, A1, A2, A3, A4, B0, B1, B2> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1, B2)> {}

impl<A0, A1, A2, A3, A4, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1, B2, B3)> {}

impl<A0, A1, A2, A3, A4, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2, B3, B4)  {}

impl<A0, A1, A2, A3, A4, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, A2, A3, A4, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, A2, A3, A4, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2, A3, A4)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1, A2, A3, A4), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2, A3, A4, A5> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for () where (): RankMismatch<(A0, A1, A2, A3, A4, A5), ()> {}

impl<A0, A1, A2, A3, A4, A5, B0> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0,) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0,)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1, B2)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1, B2, B3)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2, B3, B4, B5)  {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, A2, A3, A4, A5, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2, A3, A4, A5)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1, A2, A3, A4, A5), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2, A3, A4, A5, A6> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for () where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), ()> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0,) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0,)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1, B2)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1, B2, B3)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2, B3, B4, B5, B6)  {}

impl<A0, A1, A2, A3, A4, A5, A6, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6)> for (B0, B1, B2, B3, B4, B5, B6, B7) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6), (B0, B1, B2, B3, B4, B5, B6, B7)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for () where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), ()> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0,) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0,)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1, B2)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2, B3> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2, B3) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1, B2, B3)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2, B3, B4> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2, B3, B4) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1, B2, B3, B4)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2, B3, B4, B5> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2, B3, B4, B5) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1, B2, B3, B4, B5)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2, B3, B4, B5, B6> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2, B3, B4, B5, B6) where (): RankMismatch<(A0, A1, A2, A3, A4, A5, A6, A7), (B0, B1, B2, B3, B4, B5, B6)> {}

impl<A0, A1, A2, A3, A4, A5, A6, A7, B0, B1, B2, B3, B4, B5, B6, B7> SameRankRanks<(A0, A1, A2, A3, A4, A5, A6, A7)> for (B0, B1, B2, B3, B4, B5, B6, B7)  {}
