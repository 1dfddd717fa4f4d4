import { useStore } from 'zustand';
import { getRealtimeClient } from './realtimeClient';

/** Whether the socket delivers right now; screens say so when it does not. */
export function useRealtimeConnected(): boolean {
  return useStore(getRealtimeClient().state, (s) => s.connected);
}
