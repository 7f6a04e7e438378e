import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomerProfile, PaymentSetting, SessionTokens } from '../session-types';
import { initialAuthState } from './auth-state';

export * from './auth-state';

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokensSet(state, action: PayloadAction<SessionTokens>) {
      state.accessToken = action.payload.accessToken;
      state.hasRefreshSession = action.payload.hasRefreshSession;
    },
    setUserProfile(state, action: PayloadAction<CustomerProfile>) {
      state.userProfile = action.payload;
      state.isLoggedIn = true;
      state.isEpp = typeof action.payload.company?.id === 'number';
    },
    setReady(state, action: PayloadAction<boolean>) {
      state.isReady = action.payload;
    },
    setIsNewUser(state, action: PayloadAction<boolean>) {
      state.isNewUser = action.payload;
    },
    setPaymentInfo(state, action: PayloadAction<PaymentSetting | null>) {
      state.paymentInfo = action.payload;
    },
    setModeBulk(state, action: PayloadAction<boolean>) {
      state.modeBulk = action.payload;
    },
    /** The session is gone: the app still knows where it stands, so it stays ready. */
    sessionCleared(state) {
      return { ...initialAuthState, modeBulk: state.modeBulk, isReady: true };
    },
  },
});

export const { tokensSet, setUserProfile, setReady, setIsNewUser, setPaymentInfo, setModeBulk, sessionCleared } =
  authSlice.actions;
export const authReducer = authSlice.reducer;
