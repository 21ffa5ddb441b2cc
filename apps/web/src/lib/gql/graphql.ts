/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GetCompanyDataQueryVariables = Exact<{
  coid: string;
}>;


export type GetCompanyDataQuery = { getCompanyData: { coid: string, name: string, supportPhone: string, supportEmail: string, termsAndConditions: string, websiteURL: string, generalEmailAddress: string, currencyCode: string, currencySymbol: string, isCreateAccountAllowed: boolean, privacyPolicy: { content: string }, defaultRentalAgreement: { content: string }, phone1: { number: string } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const GetCompanyDataDocument = new TypedDocumentString(`
    query getCompanyData($coid: String!) {
  getCompanyData(coid: $coid) {
    coid
    name
    supportPhone
    supportEmail
    termsAndConditions
    privacyPolicy {
      content
    }
    defaultRentalAgreement {
      content
    }
    websiteURL
    generalEmailAddress
    phone1 {
      number
    }
    currencyCode
    currencySymbol
    isCreateAccountAllowed
  }
}
    `) as unknown as TypedDocumentString<GetCompanyDataQuery, GetCompanyDataQueryVariables>;