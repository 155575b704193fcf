/** One InitiateAuth call as the SPA makes it (USER_PASSWORD_AUTH): Cognito's answer, as is. */
export async function initiateAuth(
  endpoint: string,
  clientId: string,
  email: string,
  password: string,
) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  return (await response.json()) as {
    AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string };
    __type?: string;
    message?: string;
  };
}

/** Signs in the way the SPA does: USER_PASSWORD_AUTH against the user pool's endpoint. */
export async function passwordSignIn(
  endpoint: string,
  clientId: string,
  email: string,
  password: string,
): Promise<{ idToken: string; accessToken: string; refreshToken: string }> {
  const body = await initiateAuth(endpoint, clientId, email, password);
  if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${body.__type}`);
  return {
    idToken: body.AuthenticationResult.IdToken,
    accessToken: body.AuthenticationResult.AccessToken,
    refreshToken: body.AuthenticationResult.RefreshToken,
  };
}

/**
 * Renews a session the way Amplify does (GetTokensFromRefreshToken): the new ID token, or the
 * pool's refusal (`__type`, e.g. NotAuthorizedException) when the refresh token is no good.
 */
export async function refreshSession(endpoint: string, clientId: string, refreshToken: string) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    },
    body: JSON.stringify({ ClientId: clientId, RefreshToken: refreshToken }),
  });
  const body = (await response.json()) as {
    AuthenticationResult?: { IdToken: string };
    __type?: string;
  };
  return { idToken: body.AuthenticationResult?.IdToken, refused: body.__type };
}
