import { Names, NestedStack, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledgements go through CDK's own `Validations.of(scope).acknowledge`. An
 * acknowledgement covers the scope and everything below it, and names one finding exactly: rules
 * that report several findings per resource (IAM4, IAM5) need one acknowledgement per finding, e.g.
 * `AwsSolutions-IAM5[Resource::<UploadsBucket1234.Arn>/*]`.
 */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]): void {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}

/**
 * How cdk-nag prints a resource's ARN inside a finding about `from` (the resource itself unless given):
 * `<LogicalId.Arn>` within one stack. A nested stack receives the ARN as a parameter that CDK names
 * after the resource's unique id, so a finding there prints `<referenceto<UniqueId>Arn>`.
 */
export function arnToken(resource: IConstruct, from: IConstruct = resource): string {
  const cfn = (resource.node.defaultChild ?? resource) as CfnElement;
  const home = Stack.of(cfn);
  const user = Stack.of(from);
  if (user === home) return `<${home.getLogicalId(cfn)}.Arn>`;
  if (NestedStack.isNestedStack(user) && user.nestedStackParent === home)
    return `<referenceto${Names.nodeUniqueId(cfn.node)}Arn>`;
  throw new Error(`${from.node.path} reaches ${cfn.node.path} across more than one stack boundary`);
}

export const iam5Resource = (resource: string) => `AwsSolutions-IAM5[Resource::${resource}]`;
export const iam5Action = (action: string) => `AwsSolutions-IAM5[Action::${action}]`;
export const iam4Policy = (managedPolicy: string) =>
  `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${managedPolicy}]`;
