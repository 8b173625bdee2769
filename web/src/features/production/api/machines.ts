import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MachineKind,
  type MachineQueueView,
  type MachineState,
  type MachineView,
  PRODUCTION_READ_MODELS,
} from '@packflow/contracts';
import { api } from '../../../lib/api';
import { readPosition, rememberWrite } from '../../../lib/read-your-writes';

const MACHINES = PRODUCTION_READ_MODELS.machines;
const STAGES = PRODUCTION_READ_MODELS.productionStages;

/** GET machine: every machine with its state and how many stages wait on it. */
export const useMachines = () =>
  useQuery({
    queryKey: [MACHINES, 'list'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<MachineView[]>('machine', undefined, {
        signal,
        position: readPosition(MACHINES),
      });
      return Array.isArray(data) ? data : [];
    },
  });

/** GET machine/:id/queue: its jobs in order and, for a gravure press, the suggested sequence. */
export const useMachineQueue = (id: string | null) =>
  useQuery({
    queryKey: [MACHINES, 'queue', id],
    meta: { readModels: [STAGES] },
    queryFn: async ({ signal }) =>
      (
        await api.get<MachineQueueView>(`machine/${encodeURIComponent(id!)}/queue`, undefined, {
          signal,
          position: readPosition(MACHINES),
        })
      ).data,
    enabled: id !== null,
  });

/** A machine write: remembered for read-your-writes, and the machines and queues refreshed. */
function useMachineCommand<Input>(send: (input: Input) => ReturnType<typeof api.post>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ extra }) => {
      rememberWrite(MACHINES, extra.position);
      rememberWrite(STAGES, extra.position);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MACHINES] }),
        queryClient.invalidateQueries({ queryKey: [STAGES] }),
      ]);
    },
  });
}

/** The machine form as typed: numbers as text, '' for none. */
export interface MachineFormValues {
  name: string;
  kind: MachineKind;
  colours: string;
  maxWebWidthMm: string;
  wasteTargetPercent: string;
  cureHours: string;
}

/** POST machine (a new one) or PUT machine/:id. */
export const useSaveMachine = () =>
  useMachineCommand(({ id, form }: { id: string | null; form: MachineFormValues }) => {
    const body = { ...form };
    return id === null
      ? api.post<MachineView>('machine', body)
      : api.put<MachineView>(`machine/${encodeURIComponent(id)}`, body);
  });

/** POST machine/:id/state: a state with its coded reason and a note. */
export const useChangeMachineState = () =>
  useMachineCommand(
    ({ id, state, reason, note }: { id: string; state: MachineState; reason: string; note: string }) =>
      api.post(`machine/${encodeURIComponent(id)}/state`, { state, reason, note }),
  );

/** PUT machine/:id/queue: the jobs in the planner's order (their keys) and those pinned in place. */
export const useSaveQueue = () =>
  useMachineCommand(
    ({ id, jobs, pinned }: { id: string; jobs: readonly string[]; pinned: readonly string[] }) =>
      api.put(`machine/${encodeURIComponent(id)}/queue`, { jobs: jobs.join(','), pinned: pinned.join(',') }),
  );
