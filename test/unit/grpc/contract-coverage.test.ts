/**
 * The proto messages carry every field of the REST schemas they mirror: a field added to a
 * zod schema (src/domain) and not to proto/ fails here, instead of being dropped silently by
 * gRPC. Names compare as written in the proto (snake_case, as in REST).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DescMessage } from '@bufbuild/protobuf';
import { z } from 'zod';
import { Analysis, Answer, AnswerByArm, ArmMetrics, Metrics, Results, Simulation } from '../../../src/domain/schemas/simulations.js';
import { ApiKey, CreatedApiKey } from '../../../src/domain/schemas/keys.js';
import { Scenario } from '../../../src/domain/schemas/scenarios.js';
import {
  ActionSpecSchema,
  AgentGroupSchema,
  ArmSchema,
  EventSchema,
  QuestionSchema,
  SimulationConfigSchema,
  VARIABLE_TYPES,
  VariableSpecSchema,
} from '../../../src/domain/simulation-config.js';
import {
  ActionSpecSchema as ProtoAction,
  AgentGroupSchema as ProtoGroup,
  AnalysisSchema,
  AnswerByArmSchema,
  AnswerSchema,
  ArmMetricsSchema,
  ArmSchema as ProtoArm,
  BoundsSchema as ProtoBounds,
  EventSchema as ProtoEvent,
  InitialValueSchema,
  MetricsSchema,
  NormalDistributionSchema,
  QuestionSchema as ProtoQuestion,
  SimulationConfigSchema as ProtoConfig,
  SimulationResultsSchema,
  SimulationSchema,
  UniformDistributionSchema,
  VariableSpecSchema as ProtoVariable,
} from '../../../src/grpc/gen/simulation/v1/simulations_pb.js';
import { ApiKeySchema, CreatedApiKeySchema } from '../../../src/grpc/gen/simulation/v1/keys_pb.js';
import { ScenarioSchema } from '../../../src/grpc/gen/simulation/v1/scenarios_pb.js';

const fields = (m: DescMessage) => new Set(m.fields.map((f) => f.name));
const keysOf = (s: z.ZodType): string[] => {
  if (s instanceof z.ZodObject) return Object.keys(s.shape);
  if (s instanceof z.ZodDiscriminatedUnion) return [...new Set((s.options as z.ZodObject[]).flatMap((o) => Object.keys(o.shape)))];
  throw new Error('not an object schema');
};

/** `elsewhere`: keys carried by another message; `byOneof`: keys the set oneof member stands for. */
function covers(zod: z.ZodType, proto: DescMessage, elsewhere: Record<string, DescMessage> = {}, byOneof: string[] = []): void {
  const own = fields(proto);
  for (const key of keysOf(zod)) {
    if (byOneof.includes(key)) continue;
    const home = elsewhere[key];
    assert.ok(home ? fields(home).has(key) : own.has(key), `${proto.typeName} carries ${key}`);
  }
}

describe('proto messages cover the REST schemas', () => {
  it('the configuration, every optional model field and Version 2 field included', () => {
    covers(SimulationConfigSchema, ProtoConfig);
    covers(AgentGroupSchema, ProtoGroup);
    // REST's `type` is which member of the `distribution` oneof is set; its fields live there.
    assert.deepEqual(ProtoVariable.oneofs[0].fields.map((f) => f.name), [...VARIABLE_TYPES]);
    covers(
      VariableSpecSchema,
      ProtoVariable,
      { mean: NormalDistributionSchema, std: NormalDistributionSchema, min: UniformDistributionSchema, max: UniformDistributionSchema, value: InitialValueSchema },
      ['type'],
    );
    covers(ActionSpecSchema, ProtoAction);
    covers(EventSchema, ProtoEvent);
    covers(ArmSchema, ProtoArm);
    covers(QuestionSchema, ProtoQuestion);
    const bounds = (VariableSpecSchema.options[0] as z.ZodObject).shape.bounds as z.ZodOptional<z.ZodObject>;
    covers(bounds.unwrap(), ProtoBounds);
  });

  it('the resources and the Version 2 results', () => {
    covers(Simulation, SimulationSchema);
    covers(Scenario, ScenarioSchema);
    covers(ApiKey, ApiKeySchema);
    covers(CreatedApiKey, CreatedApiKeySchema);
    covers(Results, SimulationResultsSchema);
    covers(Metrics, MetricsSchema);
    covers(ArmMetrics, ArmMetricsSchema);
    covers(Analysis, AnalysisSchema);
    covers(Answer, AnswerSchema);
    covers(AnswerByArm, AnswerByArmSchema);
  });
});
