impl<L> MatmulFormAgainst<L, 1> for () where L: MatmulFormRank<L, (), 1> { type Output = (); }

impl<A0, B0> MatmulFormAgainst<(A0,), 1> for (B0,) where (A0, B0): MatmulInner<A0, B0, (A0,), (B0,), 0, 0> { type Output = (); }

impl<A0, A1, B0> MatmulFormAgainst<(A0, A1), 1> for (B0,) where (A1, B0): MatmulInner<A1, B0, (A0, A1), (B0,), 1, 0> { type Output = (A0,); }

impl<L, B0, B1> MatmulFormAgainst<L, 1> for (B0, B1) where B0: MatmulFormRank<L, (B0, B1), 1> { type Output = (); }

impl<L, B0, B1, B2> MatmulFormAgainst<L, 1> for (B0, B1, B2) where B0: MatmulFormRank<L, (B0, B1, B2), 1> { type Output = (); }

impl<L, B0, B1, B2, B3> MatmulFormAgainst<L, 1> for (B0, B1, B2, B3) where B0: MatmulFormRank<L, (B0, B1, B2, B3), 1> { type Output = (); }

impl<L, B0, B1, B2, B3, B4> MatmulFormAgainst<L, 1> for (B0, B1, B2, B3, B4) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4), 1> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5> MatmulFormAgainst<L, 1> for (B0, B1, B2, B3, B4, B5) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5), 1> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6> MatmulFormAgainst<L, 1> for (B0, B1, B2, B3, B4, B5, B6) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6), 1> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6, B7> MatmulFormAgainst<L, 1> for (B0, B1, B2, B3, B4, B5, B6, B7) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6, B7), 1> { type Output = (); }

impl<L> MatmulFormAgainst<L, 2> for () where L: MatmulFormRank<L, (), 2> { type Output = (); }

impl<L, B0> MatmulFormAgainst<L, 2> for (B0,) where B0: MatmulFormRank<L, (B0,), 2> { type Output = (); }

impl<A0, A1, B0, B1> MatmulFormAgainst<(A0, A1), 2> for (B0, B1) where (A1, B0): MatmulInner<A1, B0, (A0, A1), (B0, B1), 1, 0> { type Output = (A0, B1); }

impl<L, B0, B1, B2> MatmulFormAgainst<L, 2> for (B0, B1, B2) where B0: MatmulFormRank<L, (B0, B1, B2), 2> { type Output = (); }

impl<L, B0, B1, B2, B3> MatmulFormAgainst<L, 2> for (B0, B1, B2, B3) where B0: MatmulFormRank<L, (B0, B1, B2, B3), 2> { type Output = (); }

impl<L, B0, B1, B2, B3, B4> MatmulFormAgainst<L, 2> for (B0, B1, B2, B3, B4) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4), 2> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5> MatmulFormAgainst<L, 2> for (B0, B1, B2, B3, B4, B5) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5), 2> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6> MatmulFormAgainst<L, 2> for (B0, B1, B2, B3, B4, B5, B6) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6), 2> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6, B7> MatmulFormAgainst<L, 2> for (B0, B1, B2, B3, B4, B5, B6, B7) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6, B7), 2> { type Output = (); }

impl<L> MatmulFormAgainst<L, 3> for () where L: MatmulFormRank<L, (), 3> { type Output = (); }

impl<L, B0> MatmulFormAgainst<L, 3> for (B0,) where B0: MatmulFormRank<L, (B0,), 3> { type Output = (); }

impl<L, B0, B1> MatmulFormAgainst<L, 3> for (B0, B1) where B0: MatmulFormRank<L, (B0, B1), 3> { type Output = (); }

impl<A0, A1, A2, B0, B1, B2> MatmulFormAgainst<(A0, A1, A2), 3> for (B0, B1, B2) where (A0, B0): BmmBatch<A0, B0, (A0, A1, A2), (B0, B1, B2)>, (A2, B1): MatmulInner<A2, B1, (A0, A1, A2), (B0, B1, B2), 2, 1>, (A0, B0): BroadcastDims<A0, B0, (A0, A1, A2), (B0, B1, B2), 0, 0> { type Output = (<(A0, B0) as BroadcastDims<A0, B0, (A0, A1, A2), (B0, B1, B2), 0, 0>>::Output, A1, B2); }

impl<L, B0, B1, B2, B3> MatmulFormAgainst<L, 3> for (B0, B1, B2, B3) where B0: MatmulFormRank<L, (B0, B1, B2, B3), 3> { type Output = (); }

impl<L, B0, B1, B2, B3, B4> MatmulFormAgainst<L, 3> for (B0, B1, B2, B3, B4) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4), 3> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5> MatmulFormAgainst<L, 3> for (B0, B1, B2, B3, B4, B5) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5), 3> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6> MatmulFormAgainst<L, 3> for (B0, B1, B2, B3, B4, B5, B6) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6), 3> { type Output = (); }

impl<L, B0, B1, B2, B3, B4, B5, B6, B7> MatmulFormAgainst<L, 3> for (B0, B1, B2, B3, B4, B5, B6, B7) where B0: MatmulFormRank<L, (B0, B1, B2, B3, B4, B5, B6, B7), 3> { type Output = (); }
